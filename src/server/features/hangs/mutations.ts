import { eq, sql } from "drizzle-orm";
import type { CreateHang, EditHang } from "../../../shared/hang.ts";
import { formatTimeWindow, sortSlots } from "../../../shared/time-slots.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";

export async function createHang(db: Db, input: CreateHang): Promise<HangRow> {
  const timeSlots = sortSlots(input.timeSlots);
  const [hang] = await db
    .insert(hangs)
    .values({
      ...input,
      timeSlots,
      // Display strings are derived from the slots so they can never disagree with them.
      timeWindows: timeSlots.length > 0 ? timeSlots.map(formatTimeWindow) : input.timeWindows,
    })
    .returning();
  return hang!;
}

export async function editHang(db: Db, hang: HangRow, input: EditHang): Promise<HangRow> {
  assertNotCancelled(hang);
  const changes: Partial<typeof hangs.$inferInsert> = { ...input };
  if (input.timeSlots !== undefined && input.timeSlots.length > 0) {
    changes.timeSlots = sortSlots(input.timeSlots);
    changes.timeWindows = changes.timeSlots.map(formatTimeWindow);
  } else if (input.timeWindows !== undefined && input.timeSlots === undefined) {
    changes.timeWindows = input.timeWindows;
  }
  const [updated] = await db
    .update(hangs)
    .set({ ...changes, version: sql`${hangs.version} + 1`, updatedAt: new Date() })
    .where(eq(hangs.id, hang.id))
    .returning();
  return updated!;
}

export const HANG_CANCELLED = "This hang has been cancelled and can no longer be changed.";

export function assertNotCancelled(hang: HangRow): void {
  if (hang.isCancelled) throw new AppError("conflict", HANG_CANCELLED);
}
