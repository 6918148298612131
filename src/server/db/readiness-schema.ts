// One row that readiness rewrites: a database that answers reads may still refuse every write (a full
// disk, a read-only server after a failover), and only a committed write shows it.
import { pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

export const readinessWrites = pgTable("readiness_writes", {
  id: smallint("id").primaryKey(),
  writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
});
