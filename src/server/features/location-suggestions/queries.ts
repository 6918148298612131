import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { LocationCategory, LocationSuggestion } from "../../../shared/location.ts";
import type { Db } from "../../db/client.ts";
import { locationSuggestions } from "../../db/schema.ts";

const MAX_SUGGESTIONS = 100;

/**
 * Suggestions for a vibe: those made for it first, then the general ones (no vibe). A vibe no
 * suggestion names (a custom "Other" text) still gets the general ones; no vibe gets them all.
 */
export async function listSuggestions(db: Db, vibe: string | undefined): Promise<LocationSuggestion[]> {
  const t = locationSuggestions;
  const rows = await db
    .select()
    .from(t)
    .where(vibe ? or(eq(t.vibe, vibe), isNull(t.vibe)) : undefined)
    .orderBy(
      vibe ? sql`case when ${t.vibe} = ${vibe} then 0 else 1 end` : asc(t.category),
      asc(t.category),
      asc(t.name),
    )
    .limit(MAX_SUGGESTIONS);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    category: row.category as LocationCategory,
    vibe: row.vibe,
    createdAt: row.createdAt.toISOString(),
  }));
}
