// A series as people read it, in the page's language: its rhythm ("Every 2 weeks") and the times it
// offers each round ("Tue, Wed, Thu · 7:00 PM · 3 h"). Weekdays and clocks come from Intl; slots are
// wall-clock times in the host's zone, so they are formatted as UTC to keep them as entered.
import { useLingui } from "@lingui/react";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import type { RoundView, SeriesSlot, SeriesView } from "../../../shared/series.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";

/** The RRULE parts the page puts into words; anything else reads as "its own rhythm". */
const FREQUENCIES: Record<string, MessageId> = {
  DAILY: "series.everyDays",
  WEEKLY: "series.everyWeeks",
  MONTHLY: "series.everyMonths",
  YEARLY: "series.everyYears",
};

/** How often, from the rule: the form's three rhythms and any plain FREQ with an INTERVAL. */
export function rhythmOf(rrule: string): { id: MessageId; count: number } | undefined {
  const parts = new Map(
    rrule
      .toUpperCase()
      .split(";")
      .map((part) => part.split("=") as [string, string | undefined]),
  );
  const id = FREQUENCIES[parts.get("FREQ") ?? ""];
  const count = Number(parts.get("INTERVAL") ?? "1");
  // BYDAY, COUNT and the like change what "every" means: said no more precisely than that.
  const plain = [...parts.keys()].every((key) => key === "FREQ" || key === "INTERVAL");
  return id && plain && Number.isInteger(count) && count >= 1 ? { id, count } : undefined;
}

const HOURS: Partial<Record<SeriesSlot["duration"], number>> = { "1h": 1, "1.5h": 1.5, "2h": 2, "3h": 3 };

/** 2024-01-01 was a Monday: ISO weekday n falls on January n. */
const dayOfWeek = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

export function useSeriesWords() {
  const t = useT();
  const { i18n } = useLingui();
  const locale = i18n.locale as PageLocale;
  const intl = intlLocale(locale);
  const pseudo = (text: string) => (locale === PSEUDO_LOCALE ? pseudoText(text) : text);

  const weekday = (n: number, width: "short" | "long") =>
    pseudo(dateTimeFormat(intl, { weekday: width, timeZone: "UTC" }).format(dayOfWeek(n)));
  const clock = (hhmm: string) =>
    pseudo(
      dateTimeFormat(intl, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
        new Date(`2000-01-01T${hhmm}:00Z`),
      ),
    );
  const duration = (d: SeriesSlot["duration"]) => {
    if (d === "all-day") return t("hang.allDay");
    if (d === "30min") return t("series.minutes", { minutes: new Intl.NumberFormat(intl).format(30) });
    return t("series.hours", { hours: new Intl.NumberFormat(intl).format(HOURS[d] ?? 1) });
  };

  return {
    weekday,
    clock,
    duration,
    rhythm: (series: Pick<SeriesView, "rrule">) => {
      const found = rhythmOf(series.rrule);
      return found ? t(found.id, { count: found.count }) : t("series.ownRhythm");
    },
    /** The days a round offers: "Tue, Mar 3 – Thu, Mar 5" (its start date when it offers none). */
    roundDays: (round: Pick<RoundView, "date" | "slots">) => {
      const dates = round.slots.map((s) => s.date).toSorted();
      const at = (ymd: string) => new Date(`${ymd}T12:00:00Z`);
      const format = dateTimeFormat(intl, {
        weekday: "short",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      });
      const first = dates[0] ?? round.date;
      const last = dates.at(-1) ?? first;
      return pseudo(first === last ? format.format(at(first)) : format.formatRange(at(first), at(last)));
    },
    /** One line per start time and length: "Tue, Wed, Thu · 7:00 PM · 3 h". */
    times: (slots: readonly SeriesSlot[]) => {
      const lines = new Map<string, { slot: SeriesSlot; days: number[] }>();
      for (const slot of slots.toSorted((a, b) => a.weekday - b.weekday)) {
        const key = `${slot.startTime} ${slot.duration}`;
        const line = lines.get(key) ?? { slot, days: [] };
        line.days.push(slot.weekday);
        lines.set(key, line);
      }
      return [...lines.values()]
        .toSorted((a, b) => a.slot.startTime.localeCompare(b.slot.startTime))
        .map(({ slot, days }) => {
          const when = days.map((d) => weekday(d, "short")).join(", ");
          return slot.duration === "all-day"
            ? `${when} · ${duration(slot.duration)}`
            : `${when} · ${clock(slot.startTime)} · ${duration(slot.duration)}`;
        });
    },
  };
}
