import { Check, CircleHelp, Sparkles, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { isNewSlot } from "../../../shared/reschedule.ts";
import { ANSWERS, type Answer } from "../../../shared/responses.ts";
import { slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { CHOICE_LABELS, OVERALL_LABELS } from "./answers.ts";

const ICONS: Record<Answer, ReactNode> = {
  yes: <Check aria-hidden="true" />,
  maybe: <CircleHelp aria-hidden="true" />,
  no: <X aria-hidden="true" />,
};

const PRESSED: Record<Answer, string> = {
  // Each pressed colour keeps AA contrast (4.5:1) with its text, hovered or not.
  yes: "aria-pressed:border-green-700 aria-pressed:bg-green-700 aria-pressed:text-white aria-pressed:hover:bg-green-800",
  maybe:
    "aria-pressed:border-amber-500 aria-pressed:bg-amber-400 aria-pressed:text-amber-950 aria-pressed:hover:bg-amber-300",
  no: "aria-pressed:border-stone-600 aria-pressed:bg-stone-600 aria-pressed:text-white aria-pressed:hover:bg-stone-700",
};

function ChoiceButton({
  answer,
  pressed,
  disabled,
  onClick,
  children,
}: {
  answer: Answer;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        // A long word (German, say) breaks rather than pushing the row past a phone's screen.
        "inline-flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl border bg-card px-1.5 py-2 text-center text-xs font-semibold hyphens-auto wrap-anywhere outline-none transition-colors sm:flex-row sm:gap-1.5 sm:text-sm",
        "hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground",
        "[&_svg]:size-4 [&_svg]:shrink-0",
        PRESSED[answer],
      )}
    >
      {children}
    </button>
  );
}

export interface SlotNote {
  text: string;
  quiet?: boolean;
}

export interface SlotAnswersProps {
  slots: readonly TimeSlot[];
  hostTimeZone: string | null;
  value: Record<string, Answer>;
  onChange: (value: Record<string, Answer>) => void;
  /** The hang is full: "Available" is disabled except where this guest already said yes. */
  full: boolean;
  /** Times full for this guest's party (decision 0065): "Available" there shows FULL, likewise. */
  fullTimes?: readonly string[] | undefined;
  alreadyYes: (key: string) => boolean;
  /**
   * A line under some slots, read out with their answers ("Busy — Dentist" from the guest's
   * calendar); a quiet one ("Free") is drawn in muted text.
   */
  notes?: Record<string, SlotNote>;
  /** Keys of the new times this guest is asked about: drawn apart, and said "not answered yet" while open. */
  askedAgain?: readonly string[];
}

/** Available / Maybe / Not Available for each slot; choosing the pressed answer again clears it. */
export function SlotAnswers({
  slots,
  hostTimeZone,
  value,
  onChange,
  full,
  fullTimes,
  alreadyYes,
  notes,
  askedAgain,
}: SlotAnswersProps) {
  const ids = useId();
  const t = useT();
  const format = useFormat();
  const choose = (key: string, answer: Answer) => {
    const next = { ...value };
    if (next[key] === answer) delete next[key];
    else next[key] = answer;
    onChange(next);
  };
  return (
    <ul className="grid gap-3">
      {slots.map((slot, index) => {
        const key = slotKey(slot);
        const text = format.slot(slot);
        const localTime = format.viewerTime(slot, hostTimeZone);
        const yesBlocked = (full || (fullTimes?.includes(key) ?? false)) && !alreadyYes(key);
        const note = notes?.[key];
        const noteId = `${ids}-note-${index}`;
        // Marked by words (the badge, "Not answered yet") as well as the border, for every reader.
        const asked = askedAgain?.includes(key) ?? false;
        const newId = `${ids}-new-${index}`;
        const openId = `${ids}-open-${index}`;
        const open = asked && value[key] === undefined;
        const describedBy = [asked && newId, open && openId, note && noteId].filter(Boolean).join(" ");
        return (
          <li
            key={key}
            className={cn("rounded-xl border bg-card p-3 sm:p-4", asked && "border-2 border-primary")}
          >
            <fieldset className="min-w-0" aria-describedby={describedBy || undefined}>
              <legend className="text-sm font-semibold">{text}</legend>
              {isNewSlot(slot) && (
                <Badge id={newId} variant={asked ? "default" : "secondary"} className="mt-1">
                  {asked && <Sparkles className="size-3" aria-hidden="true" />}
                  {t("answer.newTime")}
                </Badge>
              )}
              {open && (
                <p id={openId} className="mt-1 text-sm font-medium">
                  {t("answer.newTimeOpen")}
                </p>
              )}
              {localTime && <p className="text-xs text-muted-foreground">{localTime}</p>}
              {note && (
                <p
                  id={noteId}
                  className={cn(
                    "mt-1 break-words text-sm",
                    note.quiet ? "text-muted-foreground" : "font-medium text-foreground",
                  )}
                >
                  {note.text}
                </p>
              )}
              <div className="mt-3 flex gap-2">
                {ANSWERS.map((answer) => {
                  const blocked = answer === "yes" && yesBlocked;
                  return (
                    <ChoiceButton
                      key={answer}
                      answer={answer}
                      pressed={value[key] === answer}
                      disabled={blocked}
                      onClick={() => choose(key, answer)}
                    >
                      {blocked ? null : ICONS[answer]}
                      {blocked ? t("answer.full") : CHOICE_LABELS[answer]}
                    </ChoiceButton>
                  );
                })}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}

export interface OverallAnswerProps {
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
  full: boolean;
  alreadyYes: boolean;
}

/** Older hangs without slots: one overall answer. */
export function OverallAnswer({ value, onChange, full, alreadyYes }: OverallAnswerProps) {
  const t = useT();
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {ANSWERS.map((answer) => {
        const blocked = answer === "yes" && full && !alreadyYes;
        return (
          <ChoiceButton
            key={answer}
            answer={answer}
            pressed={value === answer}
            disabled={blocked}
            onClick={() => onChange(answer)}
          >
            {ICONS[answer]}
            {blocked ? t("answer.hangFullShort") : OVERALL_LABELS[answer]}
          </ChoiceButton>
        );
      })}
    </div>
  );
}

/** Older hangs, after "I'm in": which of the windows work. */
export function WindowChoices({
  windows,
  value,
  onChange,
}: {
  windows: readonly string[];
  value: string[];
  onChange: (windows: string[]) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className="mt-2 grid min-w-0 gap-2 rounded-xl border bg-card p-4">
      <legend className="px-1 text-sm font-semibold">{t("answer.whichTimes")}</legend>
      {windows.map((window, index) => (
        <div key={window} className="flex items-center gap-3">
          <Checkbox
            id={`${id}-${index}`}
            checked={value.includes(window)}
            onCheckedChange={(checked) =>
              onChange(checked === true ? [...value, window] : value.filter((w) => w !== window))
            }
          />
          <Label htmlFor={`${id}-${index}`} className="font-normal">
            {window}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
