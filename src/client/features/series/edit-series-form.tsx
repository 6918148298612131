// "Change" on the series page: the rhythm, the times each round offers, when rounds open and close,
// nudges, auto-lock and who takes turns hosting. Checked with the shared editSeriesSchema, which
// (with zod) comes in this chunk, downloaded when the owner opens the form, never with the page.
// Only rounds not opened yet change.
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  editSeriesSchema,
  SERIES_DURATIONS,
  SERIES_LIMITS,
  SERIES_RHYTHMS,
  type SeriesSlot,
} from "../../../shared/series.ts";
import { START_TIMES } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { fieldClasses, Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { isApiError } from "../../lib/http.ts";
import { RadioTiles } from "../questions/radio-tiles.tsx";
import { type SeriesView, useEditSeries } from "./api.ts";
import { seriesFailed } from "./failure.ts";
import { ruleText } from "./rule-text.ts";
import { useSeriesWords } from "./words.ts";

type Field = "rrule" | "slots" | "opensDaysBefore" | "answerByDaysBefore" | "rotation";
type Errors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ["rrule", "slots", "opensDaysBefore", "answerByDaysBefore", "rotation"];

const KEEP = "keep";
const rhythmOfRule = (rrule: string) =>
  (Object.keys(SERIES_RHYTHMS) as (keyof typeof SERIES_RHYTHMS)[]).find((k) => SERIES_RHYTHMS[k] === rrule) ??
  KEEP;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The written list of hosts: one address a line (commas work too). */
const addresses = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export default function EditSeriesForm({ series, onDone }: { series: SeriesView; onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const words = useSeriesWords();
  const edit = useEditSeries(series.id);
  const [rhythm, setRhythm] = useState<string>(rhythmOfRule(series.rrule));
  const [slots, setSlots] = useState<SeriesSlot[]>(series.slots);
  const [opens, setOpens] = useState(String(series.opensDaysBefore));
  const [answerBy, setAnswerBy] = useState(String(series.answerByDaysBefore));
  const [nudges, setNudges] = useState(series.nudges);
  const [autoLock, setAutoLock] = useState(series.autoLock);
  const [rotation, setRotation] = useState(series.rotation.join("\n"));
  const [errors, setErrors] = useState<Errors>({});

  const rhythms = [
    ...(rhythmOfRule(series.rrule) === KEEP
      ? [{ value: KEEP, label: t("series.keepRhythm", { rhythm: words.rhythm(series) }) }]
      : []),
    { value: "weekly", label: t("series.everyWeeks", { count: 1 }) },
    { value: "biweekly", label: t("series.everyWeeks", { count: 2 }) },
    { value: "monthly", label: t("series.everyMonths", { count: 1 }) },
  ];

  const setSlot = (i: number, change: Partial<SeriesSlot>) =>
    setSlots((list) => list.map((slot, j) => (j === i ? { ...slot, ...change } : slot)));
  const addSlot = () => {
    const last = slots.at(-1);
    setSlots([...slots, { weekday: last ? (last.weekday % 7) + 1 : 2, startTime: "19:00", duration: "2h" }]);
    // The new row's day takes the focus once drawn.
    setTimeout(() => document.getElementById(`${ids}-day-${slots.length}`)?.focus());
  };
  const removeSlot = (i: number) => {
    setSlots(slots.filter((_, j) => j !== i));
    setTimeout(() => document.getElementById(`${ids}-add`)?.focus());
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) document.getElementById(`${ids}-${first === "slots" ? "day-0" : first}`)?.focus();
    if (first === "slots" && slots.length === 0) document.getElementById(`${ids}-add`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    const parsed = editSeriesSchema.safeParse({
      ...(rhythm === KEEP ? {} : { rrule: SERIES_RHYTHMS[rhythm as keyof typeof SERIES_RHYTHMS] }),
      slots,
      opensDaysBefore: opens === "" ? Number.NaN : Number(opens),
      answerByDaysBefore: answerBy === "" ? Number.NaN : Number(answerBy),
      nudges,
      autoLock,
      rotation: addresses(rotation),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return show(found);
    }
    setErrors({});
    edit.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: translate("series.changesSaved") });
        onDone();
      },
      onError: (error) => {
        const fields = isApiError(error, 400) ? error.body.errors : undefined;
        const found: Errors = {};
        for (const [path, message] of Object.entries(fields ?? {}))
          found[path.split(".")[0] as Field] ??= message;
        if (Object.keys(found).length > 0) return show(found);
        toast({ variant: "destructive", ...seriesFailed(error) });
      },
    });
  };

  const described = (field: Field, hint = false) =>
    [hint && `${ids}-${field}-hint`, errors[field] && `${ids}-${field}-error`].filter(Boolean).join(" ") ||
    undefined;

  return (
    <form aria-labelledby={`${ids}-title`} noValidate onSubmit={submit} className="grid gap-5 border-t pt-4">
      <div>
        <h3 id={`${ids}-title`} className="font-semibold">
          {t("series.changeTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("series.changeText")}</p>
      </div>

      <div className="grid gap-1">
        <RadioTiles
          name={`${ids}-rrule`}
          legend={t("series.rhythm")}
          options={rhythms}
          value={rhythm}
          onChange={setRhythm}
          columns="sm:grid-cols-3"
          describedBy={errors.rrule ? `${ids}-rrule-error` : undefined}
        />
        <FieldError id={`${ids}-rrule-error`}>{errors.rrule && ruleText(errors.rrule)}</FieldError>
      </div>

      <fieldset className="grid min-w-0 gap-3" aria-describedby={described("slots")}>
        <legend className="mb-1 text-sm font-medium">{t("series.timesOffered")}</legend>
        {slots.map((slot, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their place is who they are.
            key={i}
            aria-label={t("series.timeNumber", { number: i + 1 })}
            className="grid min-w-0 grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-day-${i}`}>{t("series.day")}</Label>
              <select
                id={`${ids}-day-${i}`}
                value={slot.weekday}
                onChange={(e) => setSlot(i, { weekday: Number(e.target.value) })}
                className={cn(fieldClasses, "h-11")}
              >
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {words.weekday(d, "long")}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-start-${i}`}>{t("series.startsAt")}</Label>
              <select
                id={`${ids}-start-${i}`}
                value={slot.startTime}
                onChange={(e) => setSlot(i, { startTime: e.target.value })}
                className={cn(fieldClasses, "h-11")}
              >
                {[...new Set([...START_TIMES, slot.startTime])].toSorted().map((time) => (
                  <option key={time} value={time}>
                    {words.clock(time)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-length-${i}`}>{t("series.length")}</Label>
              <select
                id={`${ids}-length-${i}`}
                value={slot.duration}
                onChange={(e) => setSlot(i, { duration: e.target.value as SeriesSlot["duration"] })}
                className={cn(fieldClasses, "h-11")}
              >
                {SERIES_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {words.duration(d)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="ghost"
              className="h-11"
              aria-label={t("series.removeTime", { number: i + 1 })}
              onClick={() => removeSlot(i)}
            >
              <Trash2 aria-hidden="true" />
              <span className="sm:sr-only">{t("series.remove")}</span>
            </Button>
          </fieldset>
        ))}
        <FieldError id={`${ids}-slots-error`}>{errors.slots && ruleText(errors.slots)}</FieldError>
        {slots.length < SERIES_LIMITS.slots && (
          <Button id={`${ids}-add`} variant="outline" className="h-11 justify-self-start" onClick={addSlot}>
            <Plus aria-hidden="true" />
            {t("series.addTime")}
          </Button>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-opensDaysBefore`}>{t("series.opensDays")}</Label>
          <Input
            id={`${ids}-opensDaysBefore`}
            type="number"
            inputMode="numeric"
            min={SERIES_LIMITS.opensDaysBefore.min}
            max={SERIES_LIMITS.opensDaysBefore.max}
            value={opens}
            aria-invalid={errors.opensDaysBefore ? true : undefined}
            aria-describedby={described("opensDaysBefore")}
            onChange={(e) => setOpens(e.target.value)}
          />
          <FieldError id={`${ids}-opensDaysBefore-error`}>
            {errors.opensDaysBefore && ruleText(errors.opensDaysBefore)}
          </FieldError>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-answerByDaysBefore`}>{t("series.answerByDays")}</Label>
          <Input
            id={`${ids}-answerByDaysBefore`}
            type="number"
            inputMode="numeric"
            min={SERIES_LIMITS.answerByDaysBefore.min}
            max={SERIES_LIMITS.answerByDaysBefore.max}
            value={answerBy}
            aria-invalid={errors.answerByDaysBefore ? true : undefined}
            aria-describedby={described("answerByDaysBefore")}
            onChange={(e) => setAnswerBy(e.target.value)}
          />
          <FieldError id={`${ids}-answerByDaysBefore-error`}>
            {errors.answerByDaysBefore && ruleText(errors.answerByDaysBefore)}
          </FieldError>
        </div>
      </div>

      <div className="grid gap-1">
        <label htmlFor={`${ids}-nudges`} className="flex min-h-11 items-center gap-3 text-sm">
          <Checkbox id={`${ids}-nudges`} checked={nudges} onCheckedChange={setNudges} />
          {t("series.nudgesLabel")}
        </label>
        <label htmlFor={`${ids}-autoLock`} className="flex min-h-11 items-center gap-3 text-sm">
          <Checkbox id={`${ids}-autoLock`} checked={autoLock} onCheckedChange={setAutoLock} />
          {t("series.autoLockLabel")}
        </label>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-rotation`}>{t("series.rotationLabel")}</Label>
        <Textarea
          id={`${ids}-rotation`}
          value={rotation}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.rotation ? true : undefined}
          aria-describedby={described("rotation", true)}
          onChange={(e) => setRotation(e.target.value)}
        />
        <FieldHint id={`${ids}-rotation-hint`}>{t("series.rotationHint")}</FieldHint>
        <FieldError id={`${ids}-rotation-error`}>{errors.rotation && ruleText(errors.rotation)}</FieldError>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="h-11" aria-busy={edit.isPending}>
          {t("series.saveChanges")}
        </Button>
        <Button variant="ghost" className="h-11" onClick={onDone}>
          {t("series.cancelChange")}
        </Button>
      </div>
    </form>
  );
}
