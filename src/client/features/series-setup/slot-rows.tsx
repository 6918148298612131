// The days and times each round offers: one row per time (a weekday, a start, a length), added
// and removed with buttons. A new row takes the next day at the last row's time, so "Tuesday to
// Thursday at 7 PM" is one row and two presses of Add.
import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ALL_DAY_END, isCutAtMidnight, type TimeSlot } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { FieldError } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { SlotRow } from "./form-state.ts";
import { useSlotLabels } from "./labels.ts";
import {
  DURATION_NAMES,
  MAX_SLOTS,
  SERIES_DURATION_CHOICES,
  startTimesWith,
  WEEKDAY_NUMBERS,
} from "./rules.ts";

const WEEKDAY_VALUES = WEEKDAY_NUMBERS.map(String);

export function SlotRows({
  idPrefix,
  rows,
  onChange,
  onAdd,
  errors,
}: {
  idPrefix: string;
  rows: SlotRow[];
  onChange: (rows: SlotRow[]) => void;
  /** Adds a row below the others. */
  onAdd: () => void;
  /** Problems by field ("slots", "slots.1.startTime", …). */
  errors: Record<string, string>;
}) {
  const t = useT();
  const labels = useSlotLabels();
  const addButton = useRef<HTMLButtonElement>(null);
  // A new row's day takes the focus, so the keyboard carries on there; after a removal, Add does.
  const [focusRow, setFocusRow] = useState<number>();
  const rowCount = rows.length;
  useEffect(() => {
    if (focusRow === undefined) return;
    const target =
      focusRow < rowCount ? document.getElementById(`${idPrefix}-${focusRow}-weekday`) : addButton.current;
    target?.focus();
    setFocusRow(undefined);
  }, [focusRow, rowCount, idPrefix]);

  const update = (index: number, change: Partial<SlotRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const listError = errors.slots;

  return (
    <div className="grid gap-4">
      {rows.length > 0 && (
        <ol className="grid gap-3" aria-label={t("seriesSetup.timesList")}>
          {rows.map((row, index) => {
            const id = `${idPrefix}-${index}`;
            const name = t("seriesSetup.timeN", { n: index + 1 });
            const duration = (d: string) => {
              const text = t(DURATION_NAMES[d as SlotRow["duration"]]);
              return isCutAtMidnight(row.startTime, d as TimeSlot["duration"])
                ? t("create.endsAt", { duration: text, time: labels.clock(ALL_DAY_END) })
                : text;
            };
            return (
              <li key={row.key} className="grid gap-3 rounded-xl border bg-card p-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">{name}</h3>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("seriesSetup.removeTime", { n: index + 1 })}
                    onClick={() => {
                      onChange(rows.filter((_, i) => i !== index));
                      setFocusRow(rows.length);
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <ChoiceSelect
                    id={`${id}-weekday`}
                    label={t("seriesSetup.day")}
                    value={String(row.weekday)}
                    onChange={(v) => update(index, { weekday: Number(v) })}
                    options={WEEKDAY_VALUES}
                    optionLabel={(v) => labels.weekday(Number(v))}
                    error={errors[`slots.${index}.weekday`]}
                    className="col-span-2 sm:col-span-1"
                  />
                  {row.duration !== "all-day" && (
                    <ChoiceSelect
                      id={`${id}-start`}
                      label={t("create.startTime")}
                      value={row.startTime}
                      onChange={(startTime) => update(index, { startTime })}
                      options={startTimesWith(row.startTime)}
                      optionLabel={labels.clock}
                      error={errors[`slots.${index}.startTime`]}
                    />
                  )}
                  <ChoiceSelect
                    id={`${id}-duration`}
                    label={t("create.duration")}
                    value={row.duration}
                    onChange={(d) => update(index, { duration: d as SlotRow["duration"] })}
                    options={SERIES_DURATION_CHOICES}
                    optionLabel={duration}
                    error={errors[`slots.${index}.duration`]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="grid gap-2" data-invalid={listError ? true : undefined}>
        {rows.length < MAX_SLOTS && (
          <Button
            ref={addButton}
            variant="outline"
            className="h-11 justify-self-start"
            aria-describedby={listError ? `${idPrefix}-error` : undefined}
            onClick={() => {
              onAdd();
              setFocusRow(rows.length);
            }}
          >
            <Plus aria-hidden="true" />
            {t("seriesSetup.addTime")}
          </Button>
        )}
        <FieldError id={`${idPrefix}-error`}>{listError}</FieldError>
      </div>
    </div>
  );
}
