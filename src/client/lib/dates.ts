// Conversions between the calendar's Date objects and the yyyy-MM-dd strings slots store.
// No date-fns here: the guest page imports this file and should stay small.
import { dateTimeFormat } from "../../shared/intl-formats.ts";

/** The viewer's local calendar day of a Date, as yyyy-MM-dd. */
export function toYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a yyyy-MM-dd date (the calendar works in the viewer's local days). */
export function fromYmd(ymd: string): Date {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** "December 5, 2026" for an ISO instant (in English; `locale` gives another language's form). */
export function formatLongDate(iso: string, locale = "en-US"): string {
  return dateTimeFormat(locale === "en" ? "en-US" : locale, {
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(iso));
}

let zone: { name: string | undefined } | undefined;

/** This browser's time zone, read once: each read makes a date formatter, which is slow on a phone. */
export function browserTimeZone(): string | undefined {
  zone ??= { name: readZone() };
  return zone.name;
}

/** Browsers with Temporal give the zone through it (see readZone). */
interface WithTemporal {
  Temporal?: { Now: { timeZoneId(): string } };
}

function readZone(): string | undefined {
  try {
    // Temporal reads the zone alone; a page's first Intl.DateTimeFormat loads the locale's date
    // patterns too, about 20 ms on a desktop, more on a phone, in the create page's first render.
    return (
      (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ??
      Intl.DateTimeFormat().resolvedOptions().timeZone
    );
  } catch {
    return undefined;
  }
}
