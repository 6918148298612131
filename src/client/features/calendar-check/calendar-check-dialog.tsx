// The "Check my calendar" dialog: pick a calendar, see each slot marked "Busy — …" or "Free" with
// answers proposed from it, change any, and use them. Event titles stay in this dialog and the
// form's marks; nothing of the calendar is stored or sent with the answer.
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { markSlots, type SlotMark, slotSpan, spanOfSlots } from "../../../shared/busy-slots.ts";
import { normalizeCalendarAddress } from "../../../shared/calendar-address.ts";
import type { Answer } from "../../../shared/responses.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { retryImport } from "../../lib/retry-import.ts";
import { SlotAnswers, type SlotNote } from "../responses/answer-choices.tsx";
import { CalendarSources } from "./calendar-sources.tsx";
import type { CalendarCheckProps } from "./check-calendar-button.tsx";
import { CALENDAR_PROBLEMS, CalendarProblem, fetchCalendar } from "./fetch-calendar.ts";
import { saveCalendarAddress } from "./saved-address.ts";

// Four times what the server fetches from an address: a file is read here, but one far bigger than
// any real calendar would only stall the page.
const MAX_FILE_BYTES = 20 * 1024 * 1024;

let reader: Promise<typeof import("./read-calendar.ts")> | undefined;
/** The parser (ical.js and the zone rules) loads as the dialog opens, while the guest picks a file. */
function loadReader() {
  reader ??= retryImport(() => import("./read-calendar.ts")).catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}

function messageOf(error: unknown): string {
  if (error instanceof CalendarProblem) return error.message;
  if (error instanceof Error && error.name === "NotACalendarError")
    return translate(CALENDAR_PROBLEMS.notCalendar);
  // The parser failed to download: the connection, most likely.
  return translate(CALENDAR_PROBLEMS.offline);
}

/** What a slot's mark says on screen: "Busy — Dentist", "Busy" for an untitled event, or "Free". */
function markText(mark: SlotMark): string {
  if (!mark.busy) return translate("calendarCheck.free");
  return mark.title
    ? translate("calendarCheck.busyWith", { title: mark.title })
    : translate("calendarCheck.busy");
}

/** Busy slots become Not Available, free ones Available (a full hang keeps the guest's own answer). */
function proposedAnswers(
  marks: Record<string, SlotMark>,
  current: Record<string, Answer>,
  full: boolean,
  alreadyYes: (key: string) => boolean,
): Record<string, Answer> {
  const next = { ...current };
  for (const [key, mark] of Object.entries(marks)) {
    if (mark.busy) next[key] = "no";
    else if (!full || alreadyYes(key)) next[key] = "yes";
  }
  return next;
}

export interface CalendarCheckDialogProps extends CalendarCheckProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}

export default function CalendarCheckDialog({
  open,
  onOpenChange,
  returnFocus,
  slots,
  hostTimeZone,
  email,
  answers,
  full,
  alreadyYes,
  onUse,
}: CalendarCheckDialogProps) {
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();
  const [review, setReview] = useState<{
    notes: Record<string, SlotNote>;
    answers: Record<string, Answer>;
  }>();
  const summary = useRef<HTMLParagraphElement>(null);
  const t = useT();

  useEffect(() => {
    loadReader().catch(() => undefined);
  }, []);
  // Each opening starts at the choice of calendar.
  useEffect(() => {
    if (open) {
      setReview(undefined);
      setError(undefined);
    }
  }, [open]);
  useEffect(() => {
    if (review) summary.current?.focus();
  }, [review]);

  const check = async (readText: () => Promise<string>, onRead?: () => void) => {
    setError(undefined);
    setReading(true);
    try {
      const [text, { readBusyTimes }] = await Promise.all([readText(), loadReader()]);
      const zone = hostTimeZone ?? browserTimeZone() ?? "UTC";
      const spans = slots.map((slot) => slotSpan(slot, zone));
      const range = spanOfSlots(spans);
      if (!range) return;
      const busy = await readBusyTimes(text, {
        ...range,
        dayZone: zone,
        floatingZone: browserTimeZone() ?? zone,
        email: email.trim() || undefined,
      });
      const marks = markSlots(spans, busy);
      onRead?.();
      setReview({
        notes: Object.fromEntries(
          Object.entries(marks).map(([key, mark]) => [key, { text: markText(mark), quiet: !mark.busy }]),
        ),
        answers: proposedAnswers(marks, answers, full, alreadyYes),
      });
    } catch (problem) {
      setError(messageOf(problem));
    } finally {
      setReading(false);
    }
  };

  const busyCount = review ? Object.values(review.notes).filter((note) => !note.quiet).length : 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          // The dialog has no Radix trigger (it loads after the press): back to the button.
          const target = returnFocus();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("calendarCheck.checkMyCalendar")}</DialogTitle>
          <DialogDescription>
            {review ? t("calendarCheck.reviewDescription") : t("calendarCheck.description")}
          </DialogDescription>
        </DialogHeader>

        {review ? (
          <>
            <p ref={summary} tabIndex={-1} className="text-sm font-semibold outline-none">
              {busyCount === 0
                ? t("calendarCheck.allFree")
                : t("calendarCheck.busyAt", { busy: busyCount, total: slots.length })}
            </p>
            <SlotAnswers
              slots={slots}
              hostTimeZone={hostTimeZone}
              value={review.answers}
              onChange={(next) => setReview({ ...review, answers: next })}
              full={full}
              alreadyYes={alreadyYes}
              notes={review.notes}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setReview(undefined)}>
                {t("calendarCheck.chooseAnother")}
              </Button>
              <Button onClick={() => onUse(review.answers, review.notes)}>
                {t("calendarCheck.useAnswers")}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <CalendarSources
              busy={reading}
              onFile={(file) =>
                void check(() =>
                  file.size > MAX_FILE_BYTES
                    ? Promise.reject(new CalendarProblem(t(CALENDAR_PROBLEMS.tooBig)))
                    : file.text(),
                )
              }
              onAddress={(typed, remember) => {
                const address = normalizeCalendarAddress(typed);
                if (!address) {
                  setError(t(CALENDAR_PROBLEMS.noAddress));
                  return;
                }
                void check(
                  () => fetchCalendar(address),
                  () => {
                    if (remember) saveCalendarAddress(address);
                  },
                );
              }}
            />
            {reading && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {t("calendarCheck.reading")}
              </p>
            )}
            {error && (
              <p
                role="alert"
                className="rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
              >
                {error}
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
