// A message's id is a hash of its de-duplication key: stable across retries, so a receiving server
// can drop a copy a crash-then-retry sent again, and free of the address the key contains.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { mailDeliveries } from "../db/schema.ts";

export const messageIdHash = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 32);

export const messageIdFor = (key: string, domain: string) => `<${messageIdHash(key)}@${domain}>`;

/** messageIdHash() of a delivery row's key, computed in SQL. */
export const messageIdHashSql = sql`left(encode(sha256(convert_to(${mailDeliveries.dedupKey}, 'UTF8')), 'hex'), 32)`;
