import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locationSuggestions } from "../../db/schema.ts";
import { readSuggestionsFile } from "./seed-file.ts";

// Held for the seeding transaction only, so instances starting together seed once.
const SEED_LOCK_ID = 724_021_002;

/**
 * Fills an empty location_suggestions table from the operator's file. A table that has rows is left
 * alone (the operator's data wins), so this is safe on every start and from several instances.
 */
export async function seedLocationSuggestions(
  db: Db,
  file: string | undefined,
  log?: (message: string) => void,
): Promise<{ added: number; fileMissing: boolean }> {
  if (!file) return { added: 0, fileMissing: false };
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: locationSuggestions.id }).from(locationSuggestions).limit(1);
    if (existing) return { added: 0, fileMissing: false };
    const seeds = readSuggestionsFile(file);
    if (!seeds) return { added: 0, fileMissing: true };
    if (seeds.length > 0) await tx.insert(locationSuggestions).values(seeds);
    return { added: seeds.length, fileMissing: false };
  });
  if (result.added > 0) log?.(`[hangs] added ${result.added} location suggestions from ${file}`);
  if (result.fileMissing) log?.(`[hangs] no location suggestions file at ${file}: none are offered`);
  return result;
}
