// The calendar fetch's settings as config.ts reads them: a time limit, and the allowances that let
// tests reach a loopback fixture (config.ts refuses those in production).
import { isIP } from "node:net";
import path from "node:path";

export interface CalendarFetchConfig {
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Tests only: exact `host:port` pairs that may be on loopback. */
  testAllow: string[];
  /** Tests only: a PEM certificate those pairs are trusted with as well. */
  testCaFile: string | undefined;
  /** Tests only: names answered without DNS (the answers are checked like any other). */
  testHosts: Map<string, string>;
}

const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/;

const listOf = (text: string | undefined) =>
  (text ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Throws a message naming the variable when an entry is malformed. */
export function parseCalendarFetchConfig(raw: {
  timeoutMs: number;
  testAllow?: string;
  testCaFile?: string;
  testHosts?: string;
}): CalendarFetchConfig {
  const testAllow = listOf(raw.testAllow);
  const wrongPair = testAllow.find((entry) => !HOST_AND_PORT.test(entry));
  if (wrongPair !== undefined) {
    throw new Error(
      `CALENDAR_FETCH_TEST_ALLOW: "${wrongPair}" is not host:port (for example 127.0.0.1:8443)`,
    );
  }
  const testHosts = new Map<string, string>();
  for (const entry of listOf(raw.testHosts)) {
    const [name, address] = entry.split("=");
    if (!name || !address || isIP(address) === 0) {
      throw new Error(
        `CALENDAR_FETCH_TEST_HOSTS: "${entry}" is not name=address (for example cal.test=10.0.0.5)`,
      );
    }
    testHosts.set(name, address);
  }
  return {
    timeoutMs: raw.timeoutMs,
    testAllow,
    testCaFile: raw.testCaFile ? path.resolve(raw.testCaFile) : undefined,
    testHosts,
  };
}
