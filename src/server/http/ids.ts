import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "./errors.ts";

const uuidSchema = z.uuid();

/** Ids are UUIDs; anything else cannot name a row, so callers answer 404 without asking the database. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

/**
 * A path parameter that names a row. Path text skips the body's NUL rule, so it is checked here,
 * before any query: a malformed id (NUL, `..`, any length, any script) is `notFound`, never a 500.
 */
export function idParam(c: Context, name: string, notFound: string): string {
  const value = c.req.param(name);
  if (value === undefined || !isUuid(value)) throw new AppError("not_found", notFound);
  return value;
}
