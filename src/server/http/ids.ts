import { z } from "zod";

const uuidSchema = z.uuid();

/** Ids are UUIDs; anything else cannot name a row, so callers answer 404 without asking the database. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
