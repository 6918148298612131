// One error shape for the whole API: { message, errors? } with the right status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { tooLong } from "../../shared/field-rules.ts";
import { NUL_MESSAGE, pathOfNul } from "../../shared/fields.ts";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import type { PageLocale } from "../../shared/i18n/locales.ts";
import { databaseFailure, failureCode } from "../db/failures.ts";
import type { ServerMessageId } from "../i18n/messages/en.ts";
import { inLanguage, responseLanguage, translate } from "../i18n/response-text.ts";
import { log } from "../log.ts";
import { requestIdOf } from "./request-id.ts";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  misdirected: 421,
  unprocessable: 422,
  rate_limited: 429,
  /** Another server we asked on the user's behalf failed to answer. */
  bad_gateway: 502,
  /** Starting, or the database is out of reach (down, full, read-only): nothing was done. */
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS;

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";
export const DATABASE_UNAVAILABLE =
  "Hangs can't reach its data just now, so nothing was changed. Try again in a moment.";

/**
 * A value of a catalog message: a text or a number, or, for what each language writes its own way
 * (a day on the host's clock), the text in the language the response is in.
 */
export type CatalogValue = string | number | ((locale: PageLocale) => string);

/** A message with values, as the catalog has it: for a text that is not the same every time. */
export interface CatalogText {
  id: ServerMessageId | MessageId;
  values?: Record<string, CatalogValue>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** The message as the catalog has it, when it has values (a text without is found by its English). */
    readonly text?: CatalogText,
    /** Likewise for the `details` texts that have values, by field. */
    readonly detailTexts?: Record<string, CatalogText>,
  ) {
    super(message);
  }
}

/** A 429 that also tells clients when to come back (Retry-After, in seconds). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    text?: CatalogText,
  ) {
    super("rate_limited", message, undefined, text);
  }
}

/** A 503 that says when to come back (Retry-After, in seconds). */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("unavailable", message);
  }
}

/** A request that met a database outage: a 503 with a message, logged as the outage it is. */
function outageOf(error: unknown, c: Context): UnavailableError | undefined {
  if (error instanceof AppError) return undefined;
  const cause = databaseFailure(error);
  if (!cause) return undefined;
  log.warn({
    event: "database_unavailable",
    requestId: requestIdOf(c),
    method: c.req.method,
    path: c.req.path,
    cause,
    code: failureCode(error),
  });
  return new UnavailableError(DATABASE_UNAVAILABLE, 5);
}

/**
 * A schema problem's text as the catalog has it, when it has values: the shared "Must be at most
 * {max} characters" (a length check's own maximum, or `params.max` of the rule that wrote it).
 */
function catalogTextOf(issue: z.core.$ZodIssue): CatalogText | undefined {
  const max =
    issue.code === "too_big"
      ? Number(issue.maximum)
      : issue.code === "custom"
        ? issue.params?.max
        : undefined;
  if (typeof max !== "number" || issue.message !== tooLong(max)) return undefined;
  return { id: "answer.tooLong", values: { max } };
}

/** Parses input with a shared schema; the first problem becomes the message, all of them `errors`. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  const texts: Record<string, CatalogText> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "body";
    if (errors[field] != null) continue;
    errors[field] = issue.message;
    const text = catalogTextOf(issue);
    if (text) texts[field] = text;
  }
  const first = result.error.issues[0];
  throw new AppError(
    "bad_request",
    first?.message ?? "Invalid request",
    errors,
    first && catalogTextOf(first),
    texts,
  );
}

/** Refuses a body or query holding a NUL character (PostgreSQL cannot store it), naming the field. */
export function refuseNul(input: unknown) {
  const field = pathOfNul(input);
  if (field !== undefined) {
    throw new AppError(
      "bad_request",
      `${field}: ${NUL_MESSAGE}`,
      { [field]: NUL_MESSAGE },
      {
        id: "error.fieldHasNul",
        values: { field },
      },
    );
  }
}

export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON");
  }
  refuseNul(body);
  return body;
}

/** The API's answer to a failure, its texts in the language the request asked for. */
export function errorResponse(thrown: unknown, c: Context, options: { pseudoLocale?: boolean } = {}) {
  const error = outageOf(thrown, c) ?? thrown;
  if (error instanceof AppError) {
    const locale = responseLanguage(c, options.pseudoLocale ?? false);
    const body: { message: string; errors?: Record<string, string> } = {
      message: error.text ? translate(error.text, locale) : inLanguage(error.message, locale),
    };
    if (error.details) {
      body.errors = Object.fromEntries(
        Object.entries(error.details).map(([field, text]) => {
          const texts = error.detailTexts;
          return [
            field,
            texts && Object.hasOwn(texts, field)
              ? translate(texts[field]!, locale)
              : inLanguage(text, locale),
          ];
        }),
      );
    }
    if (error instanceof RateLimitedError)
      c.header("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
    if (error instanceof UnavailableError) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(body, STATUS[error.code]);
  }
  log.error({
    event: "request_failed",
    requestId: requestIdOf(c),
    method: c.req.method,
    path: c.req.path,
    err: error,
  });
  const locale = responseLanguage(c, options.pseudoLocale ?? false);
  return c.json({ message: inLanguage(SOMETHING_WENT_WRONG, locale) }, 500);
}
