// "Remember on this device": the calendar's secret address, kept in this browser only, so the next
// hang can be checked with one press. Every access is guarded: private modes can refuse storage.
import type { MessageId } from "../../i18n/i18n.ts";

const KEY = "hangs.calendarAddress";

export function savedCalendarAddress(): string | undefined {
  try {
    const value = window.localStorage.getItem(KEY);
    return value || undefined;
  } catch {
    return undefined;
  }
}

export function saveCalendarAddress(address: string): void {
  try {
    window.localStorage.setItem(KEY, address);
  } catch {
    // Storage full or refused: the address is simply not remembered.
  }
}

export function forgetCalendarAddress(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** What the saved address shows as: its host only ("calendar.google.com"), never the secret part. */
export function addressHost(address: string, t: (id: MessageId) => string): string {
  try {
    return new URL(address.replace(/^webcals?:/i, "https:")).host || t("calendarCheck.yourCalendar");
  } catch {
    return t("calendarCheck.yourCalendar");
  }
}
