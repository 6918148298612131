import { useLingui } from "@lingui/react";
import { addYears, endOfYear, startOfMonth, startOfToday } from "date-fns";
import { CalendarDays, Clock, X } from "lucide-react";
import { useId, useState } from "react";
import { MAX_SLOTS } from "../../../shared/hang-rules.ts";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import {
  ALL_DAY_END,
  DURATIONS,
  type Duration,
  formatClock,
  formatSlotDate,
  isCutAtMidnight,
  START_TIMES,
  sortSlots,
  type TimeSlot,
} from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { Calendar } from "../../components/ui/calendar.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { fromYmd, toYmd } from "../../lib/dates.ts";
import {
  DEFAULT_CHOICE,
  endTimesAfter,
  nextSharedChoice,
  rewriteAll,
  sharedChoiceOf,
  slotsForDates,
  type TimeChoice,
  withDuration,
  withStart,
} from "./slot-choices.ts";
import { slotSummary } from "./slot-text.ts";

/** Each duration's name (DURATION_LABELS in English). */
const DURATION_NAMES: Record<Duration, MessageId> = {
  "30min": "create.duration30min",
  "1h": "create.duration1h",
  "1.5h": "create.duration90min",
  "2h": "create.duration2h",
  "3h": "create.duration3h",
  "all-day": "create.durationAllDay",
  custom: "create.durationCustom",
};

export interface TimeSlotPickerProps {
  value: TimeSlot[];
  onChange: (slots: TimeSlot[]) => void;
  /** A problem with the slots to show under the picker (e.g. a missing end time). */
  error?: string;
}

export function TimeSlotPicker({ value, onChange, error }: TimeSlotPickerProps) {
  const id = useId();
  const t = useT();
  const { i18n } = useLingui();
  const [initialChoice] = useState(() => sharedChoiceOf(value));
  const [sameTime, setSameTime] = useState(initialChoice !== undefined);
  const [shared, setShared] = useState<TimeChoice>(initialChoice ?? DEFAULT_CHOICE);
  const [today] = useState(startOfToday);

  const slots = sortSlots(value);
  const missingDates = Boolean(error) && slots.length === 0;
  const selectedDates = slots.map((s) => fromYmd(s.date));

  const selectDates = (dates: Date[] | undefined) => {
    onChange(slotsForDates(slots, (dates ?? []).map(toYmd), shared));
  };

  const changeShared = (patch: Partial<TimeChoice>) => {
    const next = nextSharedChoice(shared, patch);
    setShared(next);
    onChange(rewriteAll(slots, next));
  };

  const toggleSameTime = (on: boolean) => {
    setSameTime(on);
    if (on) onChange(rewriteAll(slots, shared));
  };

  const updateSlot = (date: string, update: (slot: TimeSlot) => TimeSlot) => {
    onChange(slots.map((s) => (s.date === date ? update(s) : s)));
  };

  const removeDate = (date: string) => onChange(slots.filter((s) => s.date !== date));

  return (
    <div className="grid grid-cols-1 gap-5">
      <div
        className={cn(
          "flex justify-center rounded-2xl border bg-card p-2 sm:p-4",
          missingDates && "border-destructive ring-1 ring-destructive",
        )}
        // No date yet: a refused submit brings focus here (see focusFirstInvalid).
        data-invalid={missingDates ? true : undefined}
      >
        <Calendar
          mode="multiple"
          selected={selectedDates}
          onSelect={selectDates}
          max={MAX_SLOTS}
          disabled={{ before: today }}
          captionLayout="dropdown"
          startMonth={startOfMonth(today)}
          endMonth={endOfYear(addYears(today, 2))}
          defaultMonth={selectedDates[0] ?? today}
        />
      </div>

      <div className="flex items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
        <Label htmlFor={`${id}-same`} className="flex flex-col gap-1">
          <span>{t("create.sameTime")}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {t(sameTime ? "create.sameTimeOn" : "create.sameTimeOff")}
          </span>
        </Label>
        <Switch id={`${id}-same`} checked={sameTime} onCheckedChange={toggleSameTime} />
      </div>

      {sameTime && (
        <TimeChoiceFields
          idPrefix={`${id}-shared`}
          choice={shared}
          onStart={(startTime) => changeShared({ startTime })}
          onDuration={(duration) => changeShared({ duration })}
          onEnd={(endTime) => changeShared({ endTime })}
        />
      )}

      {slots.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-4 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {t("create.pickDates")}
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t("create.datesSelected", { count: slots.length })}</p>
          <ul className="grid gap-2">
            {slots.map((slot) => (
              <li key={slot.date} className="rounded-xl border bg-card p-3 sm:p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="flex items-start gap-2 text-sm">
                    <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{slotSummary(slot, t, i18n.locale as PageLocale)}</span>
                  </p>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mt-2 -mr-2 size-11 text-muted-foreground"
                    aria-label={t("create.removeDate", { date: formatSlotDate(slot.date) })}
                    onClick={() => removeDate(slot.date)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {!sameTime && (
                  <TimeChoiceFields
                    className="mt-3"
                    idPrefix={`${id}-${slot.date}`}
                    forDate={formatSlotDate(slot.date)}
                    choice={slot}
                    onStart={(startTime) => updateSlot(slot.date, (s) => withStart(s, startTime))}
                    onDuration={(duration) => updateSlot(slot.date, (s) => withDuration(s, duration))}
                    onEnd={(endTime) => updateSlot(slot.date, (s) => ({ ...s, endTime }))}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface TimeChoiceFieldsProps {
  idPrefix: string;
  /** Names the date in each field's accessible label when every date has its own fields. */
  forDate?: string;
  choice: TimeChoice;
  onStart: (startTime: string) => void;
  onDuration: (duration: Duration) => void;
  onEnd: (endTime: string) => void;
  className?: string;
}

function TimeChoiceFields({
  idPrefix,
  forDate,
  choice,
  onStart,
  onDuration,
  onEnd,
  className,
}: TimeChoiceFieldsProps) {
  const t = useT();
  const suffix = forDate ? <span className="sr-only">{t("create.forDate", { date: forDate })}</span> : null;
  const allDay = choice.duration === "all-day";
  return (
    <div
      className={cn("grid grid-cols-2 gap-3", choice.duration === "custom" && "sm:grid-cols-3", className)}
    >
      {!allDay && (
        <ChoiceSelect
          id={`${idPrefix}-start`}
          label={
            <>
              {t("create.startTime")}
              {suffix}
            </>
          }
          value={choice.startTime}
          onChange={onStart}
          options={START_TIMES}
          optionLabel={formatClock}
        />
      )}
      <ChoiceSelect
        id={`${idPrefix}-duration`}
        label={
          <>
            {t("create.duration")}
            {suffix}
          </>
        }
        value={choice.duration}
        onChange={(v) => onDuration(v as Duration)}
        options={DURATIONS}
        // 11:00 PM + 3 hours stops at 11:59 PM: the choice says so rather than pretend.
        optionLabel={(d) => {
          const name = t(DURATION_NAMES[d as Duration]);
          return isCutAtMidnight(choice.startTime, d as Duration)
            ? t("create.endsAt", { duration: name, time: formatClock(ALL_DAY_END) })
            : name;
        }}
      />
      {choice.duration === "custom" && (
        <ChoiceSelect
          id={`${idPrefix}-end`}
          label={
            <>
              {t("create.endTime")}
              {suffix}
            </>
          }
          value={choice.endTime}
          onChange={onEnd}
          options={endTimesAfter(choice.startTime)}
          optionLabel={formatClock}
          placeholder={t("create.selectEndTime")}
          className="col-span-2 sm:col-span-1"
        />
      )}
    </div>
  );
}
