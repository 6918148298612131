// A calendar's secret address is fetched by the server (a browser may not read another site's
// calendar), which answers the calendar's text or a message saying what went wrong. The answer is
// text, not JSON, so this is a plain fetch rather than the app's JSON client.

import { type MessageId, t } from "../../i18n/i18n.ts";

/**
 * The messages a guest sees, by id (the first four say what the server's calendar-address.ts
 * says); the server's own message is shown when it gives one.
 */
export const CALENDAR_PROBLEMS = {
  notAllowed: "calendarCheck.notAllowed",
  noAnswer: "calendarCheck.noAnswer",
  notCalendar: "calendarCheck.notCalendar",
  tooBig: "calendarCheck.tooBig",
  tooMany: "calendarCheck.tooMany",
  offline: "calendarCheck.offline",
  noAddress: "calendarCheck.noAddress",
} as const satisfies Record<string, MessageId>;

const BY_STATUS: Record<number, MessageId> = {
  400: CALENDAR_PROBLEMS.notAllowed,
  413: CALENDAR_PROBLEMS.tooBig,
  422: CALENDAR_PROBLEMS.notCalendar,
  429: CALENDAR_PROBLEMS.tooMany,
  502: CALENDAR_PROBLEMS.noAnswer,
};

/** Something the guest can act on, with the message to show. */
export class CalendarProblem extends Error {
  override name = "CalendarProblem";
}

export async function fetchCalendar(address: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch("/api/calendar-fetch", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "text/calendar, application/json" },
      body: JSON.stringify({ url: address }),
    });
  } catch {
    throw new CalendarProblem(t(CALENDAR_PROBLEMS.offline));
  }
  if (res.ok) return res.text();
  const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  throw new CalendarProblem(message ?? t(BY_STATUS[res.status] ?? CALENDAR_PROBLEMS.noAnswer));
}
