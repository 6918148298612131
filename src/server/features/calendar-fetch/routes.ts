// POST /api/calendar-fetch: "Check my calendar" by address. The browser cannot read a calendar
// address itself (no CORS), so the server fetches it through the guarded fetch and hands the text
// back unparsed. Neither the address nor the calendar is stored, cached or logged.
import fs from "node:fs";
import { Hono } from "hono";
import {
  CALENDAR_ADDRESS_NOT_ALLOWED,
  CALENDAR_DID_NOT_ANSWER,
  CALENDAR_FETCH_MAX_BYTES,
  CALENDAR_TOO_BIG,
  calendarAddressUrl,
  calendarFetchSchema,
  looksLikeCalendar,
  NOT_A_CALENDAR,
} from "../../../shared/calendar-fetch.ts";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import type { CalendarFetchConfig } from "./fetch-config.ts";
import {
  type FetchFailure,
  GuardedFetchError,
  type GuardedFetchOptions,
  guardedGet,
} from "./guarded-fetch.ts";

const MAX_REDIRECTS = 3;

const REFUSALS: Record<FetchFailure, () => AppError> = {
  not_allowed: () => new AppError("bad_request", CALENDAR_ADDRESS_NOT_ALLOWED),
  no_answer: () => new AppError("bad_gateway", CALENDAR_DID_NOT_ANSWER),
  too_big: () => new AppError("too_large", CALENDAR_TOO_BIG),
};

export function calendarFetchRoutes({ config, limits }: ServerContext) {
  const options = fetchOptions(config.calendarFetch);
  return new Hono().post("/calendar-fetch", async (c) => {
    // Counted before anything else, refusals included: probing addresses costs the same as fetching.
    await limits.consume("calendarFetch", { address: clientAddress(c, config.trustProxy) });
    const { url } = parseWith(calendarFetchSchema, await readJson(c));
    const text = await fetchCalendarText(calendarAddressUrl(url)!, options);
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });
}

/** The calendar at `address` as text, or an AppError a person can read. */
async function fetchCalendarText(address: URL, options: GuardedFetchOptions): Promise<string> {
  let body: Buffer;
  try {
    body = await guardedGet(address, options);
  } catch (error) {
    if (error instanceof GuardedFetchError) throw REFUSALS[error.failure]();
    throw error;
  }
  const text = body.toString("utf8");
  // Whatever the content type says: a login page sent as text/calendar is still not a calendar.
  if (!looksLikeCalendar(text)) throw new AppError("unprocessable", NOT_A_CALENDAR);
  return text;
}

function fetchOptions(config: CalendarFetchConfig): GuardedFetchOptions {
  return {
    timeoutMs: config.timeoutMs,
    maxBytes: CALENDAR_FETCH_MAX_BYTES,
    maxRedirects: MAX_REDIRECTS,
    testAllow: config.testAllow,
    testCa: config.testCaFile ? fs.readFileSync(config.testCaFile, "utf8") : undefined,
    testHosts: config.testHosts,
  };
}
