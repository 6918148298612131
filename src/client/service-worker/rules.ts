// Which requests the service worker answers, and how. Pure (no worker globals), so the unit test
// reads the very rules the worker runs. Everything not named here is left to the browser: never
// stored, never answered from storage — sign-in, writes, admin, feeds, photos, live streams.

export type Handling =
  /** Left to the browser, as if there were no worker. */
  | { kind: "pass" }
  /** A page: network first; `keep`: its last good copy is stored for offline (no secret in it). */
  | { kind: "page"; keep: boolean }
  /** A read a hang's page draws from: network first, the last good answer kept per address. */
  | { kind: "data" }
  /** A built file, named by its content: offline, from the app shell stored at install. */
  | { kind: "asset" };

const ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The reads the guest page and the host's view draw a hang with (no session-only reads). */
const KEPT_READS = [
  new RegExp(`^/api/hangs/${ID}$`, "i"),
  new RegExp(
    `^/api/hangs/${ID}/(summary|summary/names|bring-items|activity-[a-z]+|invitation|invitees|host-answers|nudges|notified)$`,
    "i",
  ),
  // The guest's own answer (its secret travels in a header, never in the address).
  new RegExp(`^/api/hangs/${ID}/responses/${ID}$`, "i"),
  // The page's messages beyond those it came with.
  /^\/api\/i18n\/[a-z]{2}(-[a-z]{2})?$/i,
];
/** Parameters those reads take; any other one could be a secret, so such a read is not kept. */
const READ_PARAMS = new Set(["response", "slot", "answer", "cursor", "v"]);

/** Pages kept for offline: the start page and each hang's. */
const KEPT_PAGES = [/^\/$/, new RegExp(`^/hang/${ID}/?$`, "i")];
/** A kept page's parameters: views of the page. Anything else (token, key, invite) is a secret. */
const PAGE_PARAMS = new Set(["host", "details"]);

/**
 * Not the app's pages, left alone: the API (sign-in's redirects among it), feeds, the dev mailbox and
 * sign-in provider, operations.
 */
const NOT_APP_PAGES = /^\/(api|feed|dev|dev-idp|ops|metrics|livez|readyz)(\/|$)/;

const onlyThese = (search: URLSearchParams, allowed: Set<string>) =>
  [...search.keys()].every((name) => allowed.has(name));

export function handlingOf(request: { method: string; url: string; mode: string }, origin: string): Handling {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return { kind: "pass" };
  if (request.mode === "navigate") {
    if (NOT_APP_PAGES.test(url.pathname)) return { kind: "pass" };
    const keep =
      KEPT_PAGES.some((page) => page.test(url.pathname)) && onlyThese(url.searchParams, PAGE_PARAMS);
    return { kind: "page", keep };
  }
  if (url.pathname.startsWith("/assets/")) return { kind: "asset" };
  if (KEPT_READS.some((read) => read.test(url.pathname)) && onlyThese(url.searchParams, READ_PARAMS)) {
    return { kind: "data" };
  }
  return { kind: "pass" };
}

/** Whether a page address may be stored (the worker stores open pages at install too). */
export function keepsPage(href: string, origin: string): boolean {
  const handling = handlingOf({ method: "GET", url: href, mode: "navigate" }, origin);
  return handling.kind === "page" && handling.keep;
}

/**
 * Headers that prove who is asking (an edit token, an answer's secret, an invitation's key) are all
 * X- headers: a read kept under them is kept apart from the same address read without them.
 */
export function proofHeaders(headers: Iterable<[string, string]>): [string, string][] {
  return [...headers]
    .filter(([name]) => name.toLowerCase().startsWith("x-"))
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Pages and reads kept at most: the oldest go first. */
export const MAX_PAGES = 40;
export const MAX_READS = 400;
