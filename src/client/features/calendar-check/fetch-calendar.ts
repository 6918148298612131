// A calendar's secret address is fetched by the server (a browser may not read another site's
// calendar), which answers the calendar's text or a message saying what went wrong. The answer is
// text, not JSON, so this is a plain fetch rather than the app's JSON client.

import {
  CALENDAR_ADDRESS_NOT_ALLOWED,
  CALENDAR_DID_NOT_ANSWER,
  CALENDAR_TOO_BIG,
  NOT_A_CALENDAR,
} from "../../../shared/calendar-address.ts";

/** The messages a guest sees; the server's own message is shown when it gives one. */
export const CALENDAR_PROBLEMS = {
  notAllowed: CALENDAR_ADDRESS_NOT_ALLOWED,
  noAnswer: CALENDAR_DID_NOT_ANSWER,
  notCalendar: NOT_A_CALENDAR,
  tooBig: CALENDAR_TOO_BIG,
  tooMany: "Too many calendar checks for now. Please try again in a few minutes.",
  offline: "Couldn't reach Hangs. Check your connection and try again.",
  noAddress: "Paste your calendar's secret address first.",
} as const;

const BY_STATUS: Record<number, string> = {
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
    throw new CalendarProblem(CALENDAR_PROBLEMS.offline);
  }
  if (res.ok) return res.text();
  const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  throw new CalendarProblem(message ?? BY_STATUS[res.status] ?? CALENDAR_PROBLEMS.noAnswer);
}
