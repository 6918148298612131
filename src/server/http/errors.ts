// One error shape for the whole API: { message, errors? } with the right status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { NUL_MESSAGE, pathOfNul } from "../../shared/fields.ts";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import type { ServerMessageId } from "../i18n/messages/en.ts";
import { inLanguage, responseLanguage, translate } from "../i18n/response-text.ts";
import { log } from "../log.ts";

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
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS;

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** A message with values, as the catalog has it: for a text that is not the same every time. */
export interface CatalogText {
  id: ServerMessageId | MessageId;
  values?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** The message as the catalog has it, when it has values (a text without is found by its English). */
    readonly text?: CatalogText,
  ) {
    super(message);
  }
}

/** A 429 that also tells clients when to come back (Retry-After, in seconds). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super("rate_limited", message);
  }
}

/** Parses input with a shared schema; the first problem becomes the message, all of them `errors`. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  throw new AppError("bad_request", result.error.issues[0]?.message ?? "Invalid request", errors);
}

/** Refuses a body or query holding a NUL character (PostgreSQL cannot store it), naming the field. */
export function refuseNul(input: unknown) {
  const field = pathOfNul(input);
  if (field !== undefined) {
    throw new AppError("bad_request", `${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
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
export function errorResponse(error: unknown, c: Context, options: { pseudoLocale?: boolean } = {}) {
  if (error instanceof AppError) {
    const locale = responseLanguage(c, options.pseudoLocale ?? false);
    const body: { message: string; errors?: Record<string, string> } = {
      message: error.text ? translate(error.text, locale) : inLanguage(error.message, locale),
    };
    if (error.details) {
      body.errors = Object.fromEntries(
        Object.entries(error.details).map(([field, text]) => [field, inLanguage(text, locale)]),
      );
    }
    if (error instanceof RateLimitedError)
      c.header("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
    return c.json(body, STATUS[error.code]);
  }
  const requestId = c.get("requestId") as string | undefined;
  log.error({ event: "request_failed", requestId, method: c.req.method, path: c.req.path, err: error });
  const locale = responseLanguage(c, options.pseudoLocale ?? false);
  return c.json({ message: inLanguage(SOMETHING_WENT_WRONG, locale) }, 500);
}
