// The key behind signed secrets: SESSION_SECRET when set, else one generated on first start and
// kept in the database, so every instance on the same database agrees and restarts keep links valid.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSecrets } from "./schema.ts";

export async function serverKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: "server-key", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, "server-key"));
  return row!.value;
}
