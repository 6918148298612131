// Locking in closer to the hang than a chosen reminder: "It's on" goes out, and the reminders whose
// time has passed are skipped instead of following it a moment later; those still ahead keep
// their time.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailDeliveries } from "../../src/server/db/schema.ts";
import { instantToWallTime } from "../../src/shared/calendar.ts";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { settle } from "../support/host-flow.ts";
import { appWithMailSink } from "../support/mail-app.ts";

const app = appWithMailSink();
const ZONE = "Asia/Kathmandu";

describe("reminders planned at lock-in", () => {
  it("skip the ones already due and keep the ones ahead", async () => {
    // Three hours from now, on a whole five minutes of the host's clock.
    const startMs = Math.ceil((Date.now() + 3 * 3_600_000) / 300_000) * 300_000;
    const { date, time } = instantToWallTime(new Date(startMs), ZONE);
    const slot = makeSlot(date, time, "1h");
    const hang = await app.host.newHang({ hostTimezone: ZONE, timeSlots: [slot] });
    await app.host.answers(hang, [["Ana", { [slotKey(slot)]: "yes" }]]);

    const res = await app.host.finalize(hang, {
      finalDateTime: new Date(startMs).toISOString(),
      // A day and five hours before have passed; two hours before is an hour ahead.
      guestReminderSettings: { "2_days": false, "1_day": true, "2_hours": true, custom: [5] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await app.sink.waitFor(1);
    await settle(3_000);
    expect(app.sink.received.map((m) => m.subject)).toEqual([expect.stringMatching(/^It's on: /)]);
    const rows = await app.t.ctx.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.hangId, hang.id), eq(mailDeliveries.kind, "reminder")));
    expect(rows.map((r) => [r.dedupKey.split(":").slice(3).join(":"), r.status])).toEqual([
      ["2:2_hours", "queued"],
    ]);
  });
});
