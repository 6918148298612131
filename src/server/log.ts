// The one logger: JSON lines (pino) with the request id and ids of what happened, never an e-mail
// address, token, secret or key — by field name (redact) and, for free text such as a database
// error that quotes its query parameters, by pattern.
import pino, { type DestinationStream, type Logger } from "pino";
import { sourceStack } from "./ops/source-stack.ts";

/** Fields whose values never reach the logs, at the top level or up to two objects down. */
const SECRET_FIELDS = [
  "email",
  "guestEmail",
  "hostEmail",
  "voterEmail",
  "suggestedByEmail",
  "recipient",
  "to",
  "token",
  "editToken",
  "secret",
  "responseSecret",
  "voterKey",
  "apiKey",
  "password",
  "authorization",
  "cookie",
];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Drizzle and pg quote a failed query's parameters: addresses, names, tokens. */
const QUERY_PARAMS = /\bparams: [^\n]*/g;
const SECRET_QUERY = /([?&](?:token|secret|key)=)[^&\s"]+/gi;

/** The text with addresses, query parameters and secrets in URLs blanked out. */
export function scrub(text: string): string {
  return text
    .replace(QUERY_PARAMS, "params: [redacted]")
    .replace(SECRET_QUERY, "$1[redacted]")
    .replace(EMAIL, "[email]");
}

const SECRET_FIELD_SET = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()));

/**
 * A value from a library (details it logs beside a message) made fit for the log: strings scrubbed,
 * secret fields blanked, nesting and length bounded.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value.slice(0, 2000));
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (depth >= 3) return "[nested]";
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => scrubValue(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([key, v]) => [
        key,
        SECRET_FIELD_SET.has(key.toLowerCase()) ? "[redacted]" : scrubValue(v, depth + 1),
      ]),
  );
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
}

/** An error as a log field: its kind, code, scrubbed message and stack, and its cause, likewise. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return scrub(String(error));
  const e = error as ErrorLike;
  return {
    type: e.name,
    code: typeof e.code === "string" || typeof e.code === "number" ? e.code : undefined,
    message: scrub(e.message ?? ""),
    stack: e.stack ? scrub(sourceStack(e.stack)) : undefined,
    cause: e.cause && depth < 3 ? serializeError(e.cause, depth + 1) : undefined,
  };
}

/** Errors to stderr, the rest to stdout, written synchronously so nothing is lost on exit. */
let standardStreams: DestinationStream | undefined;

export type LogLevel = "silent" | "error" | "info";

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // Messages are free text: scrub them as well.
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === "string" ? scrub(a) : a));
        // Without a message pino would copy the raw err.message into msg: give it the scrubbed one.
        const [first] = args as unknown[];
        const err = (first as { err?: ErrorLike } | null)?.err;
        if (args.length === 1 && err) scrubbed.push(scrub(String(err.message ?? "")));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  standardStreams ??= pino.multistream(
    [
      { level: "info", stream: pino.destination({ dest: 1, sync: true }) },
      { level: "error", stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
  return pino(options, destination ?? standardStreams);
}

/** The process's logger; main and the test harness set its level from the configuration. */
export let log: Logger = createLogger("info");

export function setLogLevel(level: LogLevel) {
  log = createLogger(level);
}
