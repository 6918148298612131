// How a webhook is sent: through the calendar check's guarded fetch (public addresses only, checked
// after each lookup and on every redirect), with its test allowance, and the webhook's own time limit.
import fs from "node:fs";
import type { Config } from "../../config.ts";
import type { GuardedFetchOptions } from "../calendar-fetch/guarded-fetch.ts";

const MAX_REDIRECTS = 3;

export function webhookFetchOptions(config: Pick<Config, "calendarFetch" | "webhooks">): GuardedFetchOptions {
  const { testAllow, testCaFile, testHosts } = config.calendarFetch;
  return {
    timeoutMs: config.webhooks.timeoutMs,
    // The receiver's answer is judged by its status alone: its body is never read.
    maxBytes: 0,
    maxRedirects: MAX_REDIRECTS,
    testAllow,
    testCa: testCaFile ? fs.readFileSync(testCaFile, "utf8") : undefined,
    testHosts,
  };
}
