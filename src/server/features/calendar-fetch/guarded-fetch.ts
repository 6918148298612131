// A request on a stranger's behalf that cannot be turned against our own network: every hop goes through
// request-filtering-agent, which checks an address literal before connecting and a name's resolved
// addresses inside the connection's own lookup, so the socket connects to exactly the address that
// passed (no window for DNS rebinding). Only public unicast addresses pass: public-address.ts
// decides, on every literal and every name's answers, before the agent checks them its own way.
import dns from "node:dns";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import tls from "node:tls";
import { RequestFilteringHttpsAgent } from "request-filtering-agent";
import { calendarAddressUrl } from "../../../shared/calendar-fetch.ts";
import { isPublicAddress } from "./public-address.ts";

/** Why a fetch gave nothing: the address may not be reached, it did not answer well, or it sent too much. */
export type FetchFailure = "not_allowed" | "no_answer" | "too_big";

export class GuardedFetchError extends Error {
  constructor(readonly failure: FetchFailure) {
    // No address in the message: it is the user's, and errors can reach a log.
    super(`calendar fetch failed: ${failure}`);
  }
}

export interface GuardedFetchOptions {
  /** For the whole fetch: every hop, and reading the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Tests only: `host:port` pairs that may be on loopback, trusted with `testCa` as well. */
  testAllow: readonly string[];
  testCa?: string;
  /** Tests only: names answered without DNS; the agent checks these answers like any other. */
  testHosts?: ReadonlyMap<string, string>;
}

/** What one request sends: the calendar check's GET, or a webhook's POST (sent again on each redirect). */
export interface GuardedRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: Buffer;
  /** Whether the answer's body is wanted (a webhook's receiver is only heard by its status). */
  readBody: boolean;
}

/** The final answer: its status (any, after redirects) and, when asked for, its body. */
export interface GuardedAnswer {
  status: number;
  body: Buffer;
}

type Hop = { redirect: URL } | GuardedAnswer;

const CALENDAR_GET: GuardedRequest = {
  method: "GET",
  headers: {
    accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
    "accept-encoding": "identity",
    "user-agent": "Hangs calendar check",
  },
  readBody: true,
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** What the test allowance lets through: loopback only, never the rest of the private ranges. */
const LOOPBACK = ["127.0.0.1", "::1"];

/** The body of a 2xx answer at `start`, following at most `maxRedirects` redirects. */
export async function guardedGet(start: URL, options: GuardedFetchOptions): Promise<Buffer> {
  const answer = await guardedRequest(start, options, CALENDAR_GET);
  if (answer.status < 200 || answer.status > 299) throw new GuardedFetchError("no_answer");
  return answer.body;
}

/** A POST of `body` to `start` (and again to each redirect's address): the final answer's status. */
export function guardedPost(
  start: URL,
  options: GuardedFetchOptions,
  headers: Record<string, string>,
  body: Buffer,
): Promise<GuardedAnswer> {
  return guardedRequest(start, options, { method: "POST", headers, body, readBody: false });
}

async function guardedRequest(
  start: URL,
  options: GuardedFetchOptions,
  request: GuardedRequest,
): Promise<GuardedAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  for (let redirects = 0; ; redirects++) {
    // Whatever goes wrong, only the kind of failure leaves this module: never the address.
    const hop = await requestOnce(url, options, request, signal).catch((error: unknown) => {
      throw asFetchError(error, signal);
    });
    if (!("redirect" in hop)) return hop;
    if (redirects >= options.maxRedirects) throw new GuardedFetchError("no_answer");
    url = hop.redirect;
  }
}

/**
 * Whether every address `url`'s host stands for may be reached, checked as a request would check
 * them: for refusing an address when it is saved, long before anything is sent to it.
 */
export async function reachableAddress(url: URL, options: GuardedFetchOptions): Promise<FetchFailure | "ok"> {
  const { host, allowed, lookup } = hopGuard(url, options);
  if (isIP(host) !== 0) return allowed(host) ? "ok" : "not_allowed";
  return new Promise((resolve) =>
    lookup(host, { all: true }, (error) => {
      if (!error) return resolve("ok");
      resolve(error instanceof GuardedFetchError ? error.failure : "no_answer");
    }),
  );
}

/** Where a hop connects, what it may connect to, and the lookup that enforces it. */
function hopGuard(url: URL, options: GuardedFetchOptions) {
  const port = url.port || "443";
  // URL keeps IPv6 literals in brackets; the socket wants the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const testHop = options.testAllow.includes(`${url.hostname}:${port}`);
  const allowed = (address: string) => isPublicAddress(address) || (testHop && LOOPBACK.includes(address));
  const lookup = checkedLookup(options.testHosts?.size ? testLookup(options.testHosts) : dns.lookup, allowed);
  return { port, host, testHop, allowed, lookup };
}

function requestOnce(
  url: URL,
  options: GuardedFetchOptions,
  request: GuardedRequest,
  signal: AbortSignal,
): Promise<Hop> {
  // The agent calls `lookup` inside the connection and connects to what it answered.
  const { port, host, testHop, allowed, lookup } = hopGuard(url, options);
  // Checked before any socket is asked for: a literal skips the lookup.
  if (isIP(host) !== 0 && !allowed(host)) return Promise.reject(new GuardedFetchError("not_allowed"));
  const agent = new RequestFilteringHttpsAgent(testHop ? { allowIPAddressList: LOOPBACK } : {});
  return new Promise<Hop>((resolve, reject) => {
    const fail = (error: unknown) => reject(asFetchError(error, signal));
    const outgoing = https.request(
      {
        agent,
        signal,
        method: request.method,
        host,
        port,
        lookup,
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        ...(testHop && options.testCa ? { ca: [...tls.rootCertificates, options.testCa] } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status)) {
          response.destroy();
          const next = redirectTarget(response.headers.location, url);
          return next ? resolve({ redirect: next }) : reject(new GuardedFetchError("not_allowed"));
        }
        if (!request.readBody || status < 200 || status > 299) {
          response.destroy();
          return resolve({ status, body: Buffer.alloc(0) });
        }
        // A declared size over the cap is refused before a byte of the body is read.
        if (Number(response.headers["content-length"]) > options.maxBytes) {
          response.destroy();
          return reject(new GuardedFetchError("too_big"));
        }
        readCapped(response, options.maxBytes).then((body) => resolve({ status, body }), fail);
      },
    );
    outgoing.on("error", fail);
    outgoing.end(request.body);
  }).finally(() => agent.destroy());
}

/** The body, read until `maxBytes` is passed and no further: then the connection is dropped. */
function readCapped(response: NodeJS.ReadableStream & { destroy(): void }, maxBytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        return reject(new GuardedFetchError("too_big"));
      }
      chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", reject);
    // A connection cut mid-body ends without "end": the promise settles once, so late calls are harmless.
    response.on("close", () => reject(new GuardedFetchError("no_answer")));
  });
}

/** Where a redirect leads, by the same rules as the first address (https only, no credentials). */
function redirectTarget(location: string | undefined, from: URL): URL | undefined {
  if (!location) return undefined;
  try {
    return calendarAddressUrl(new URL(location, from).href);
  } catch {
    return undefined;
  }
}

/** `resolve`'s answers, refused as a whole when any of them is not `allowed`. */
function checkedLookup(resolve: LookupFunction, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) =>
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const answers = typeof address === "string" ? [address] : address.map((answer) => answer.address);
      if (!answers.every(allowed)) return callback(new GuardedFetchError("not_allowed"), address, family);
      callback(null, address, family);
    });
}

/** Answers the configured names itself and asks DNS for the rest. */
function testLookup(hosts: ReadonlyMap<string, string>): LookupFunction {
  return (hostname, options, callback) => {
    const address = hosts.get(hostname.toLowerCase());
    if (address === undefined) return dns.lookup(hostname, options, callback);
    const family = isIP(address);
    if (options.all) return callback(null, [{ address, family }]);
    callback(null, address, family);
  };
}

/** The agent refuses with a plain Error (no `code`) whose message says the address "is not allowed". */
function isRefusedAddress(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === undefined &&
    /^DNS lookup .* is not allowed\b/.test(error.message)
  );
}

function asFetchError(error: unknown, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  if (!signal.aborted && isRefusedAddress(error)) return new GuardedFetchError("not_allowed");
  // Timeout, DNS failure, refused or reset connection, bad certificate: all mean no usable answer.
  return new GuardedFetchError("no_answer");
}
