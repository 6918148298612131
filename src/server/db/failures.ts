// Which database failures mean "not there right now" rather than a fault in Hangs: the server is
// down, restarting or not created yet, its disk is full, or it turned read-only (a failover). They
// are waited for at start, and answered 503 with a message (not 500) afterwards.

export type DatabaseFailure = "unreachable" | "read-only" | "disk full";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/** SQLSTATEs: shutting down or starting up, too many connections, no such database or role (yet). */
const UNREACHABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "3D000", "28000", "28P01"]);

/** What pg says, without a code, when a connection is lost or cannot be made in time. */
const LOST_CONNECTION =
  /^Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The kind of outage `error` (or an error it wraps, as Drizzle does) shows; undefined for anything else. */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message, cause } = current as ErrorLike;
    // Another server than the database (a calendar, the place search) that did not answer.
    if (message === "fetch failed") return undefined;
    const failure = typeof code === "string" ? failureOfCode(code) : undefined;
    if (failure) return failure;
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return "unreachable";
    current = cause;
  }
  return undefined;
}

function failureOfCode(code: string): DatabaseFailure | undefined {
  if (NETWORK_CODES.has(code) || UNREACHABLE_STATES.has(code) || code.startsWith("08")) return "unreachable";
  if (code === "25006") return "read-only";
  if (code === "53100") return "disk full";
  return undefined;
}

/** The code a failure carries (a network or SQLSTATE code), for the log: never its text. */
export function failureCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, cause } = current as ErrorLike;
    if (typeof code === "string") return code;
    current = cause;
  }
  return undefined;
}
