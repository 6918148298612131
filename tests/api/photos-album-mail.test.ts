// The album's end and its mail, against the real app with its workers. The end: PHOTO_ALBUM_DAYS
// after the hang, the hosts told a week before (once, however many workers run the step), then the
// photos deleted and no more added; each step is run at a pinned instant. The daily mail: twelve
// uploads in a day make one "12 new photos" message to each other person who answered, in their
// language, none to whoever added them or to someone who stopped the hang's mail; the next day's
// photos make the next message.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangs, mailDeliveries, mailOptOuts, photos } from "../../src/server/db/schema.ts";
import { runAlbumExpiry } from "../../src/server/features/photos/expiry.ts";
import { albumExpiresAt, albumNoticeAt, PHOTOS_EXPIRED } from "../../src/shared/photo-album.ts";
import type { PhotoView } from "../../src/shared/photos.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { devMailTo } from "../support/dev-mailbox.ts";
import { responseInput } from "../support/factories.ts";
import { albumDriver, as, type Hang, host, ORIGIN, smallJpeg } from "../support/photo-album.ts";

const H = 3_600_000;
const DAY = 24 * H;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { VOTES_PER_ADDRESS_PER_MINUTE: "100000", PHOTO_ALBUM_DAYS: "90", PHOTO_MAIL_DELAY_SECONDS: "8" },
  });
});
afterAll(() => t.close());

const album = albumDriver(() => t);
const deps = () => ({ db: t.ctx.db, jobs: t.ctx.jobs, days: 90 });

async function hangRow(hang: Hang) {
  const [row] = await t.ctx.db.select().from(hangs).where(eq(hangs.id, hang.id));
  return row!;
}

async function photoCount(hang: Hang) {
  const [row] = await t.ctx.db.select({ n: count() }).from(photos).where(eq(photos.hangId, hang.id));
  return row!.n;
}

async function deliveries(hang: Hang, kind: string) {
  return t.ctx.db
    .select({ to: mailDeliveries.recipient, key: mailDeliveries.dedupKey, status: mailDeliveries.status })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.hangId, hang.id), eq(mailDeliveries.kind, kind)));
}

/** The album's waiting steps: when each is due, and whether it is the deletion. */
async function waitingSteps(hang: Hang) {
  const { rows } = (await t.ctx.db.execute(
    sql`select start_after, data from pgboss.job where name = 'albums' and state = 'created'
        and data->>'hangId' = ${hang.id} order by start_after`,
  )) as unknown as { rows: { start_after: Date | string; data: { deleteAt?: string } }[] };
  return rows.map((r) => ({ at: new Date(r.start_after).toISOString(), deleteAt: r.data.deleteAt }));
}

describe("the album's end", () => {
  it("tells the host once a week before, then deletes the photos; none can be added after", async () => {
    const hang = await album.newHang({ name: "Spring picnic" });
    const gita = await album.answer(hang, "Gita Guest", "gita@example.com");
    const added = await album.upload(hang, [await smallJpeg("#a00"), await smallJpeg("#0a0")], as(gita));
    expect(added.status).toBe(201);
    // Counted from the last proposed time (none is locked in): 6 March 2027, 10:00 in Kathmandu.
    const expiresAt = albumExpiresAt(await hangRow(hang), 90);
    expect(expiresAt.toISOString()).toBe("2027-06-04T04:15:00.000Z");
    const noticeAt = albumNoticeAt(expiresAt);
    // The album's first photos planned the notice.
    expect(await waitingSteps(hang)).toEqual([{ at: noticeAt.toISOString(), deleteAt: undefined }]);

    // Woken early (a later time was set meanwhile, say): nothing yet, only the next step planned.
    await runAlbumExpiry(deps(), { hangId: hang.id }, new Date(noticeAt.getTime() - H));
    expect(await deliveries(hang, "album-ending")).toEqual([]);

    // Two workers at once at the notice: one message to the host, one deletion planned.
    const at = new Date(noticeAt.getTime() + H);
    await Promise.all([
      runAlbumExpiry(deps(), { hangId: hang.id }, at),
      runAlbumExpiry(deps(), { hangId: hang.id }, at),
    ]);
    const notice = await deliveries(hang, "album-ending");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.to).toBe("hana@example.com");
    const mail = await devMailTo(
      t.ctx.db,
      "hana@example.com",
      "The album of Spring picnic will be deleted on",
    );
    expect(mail.subject).toBe("The album of Spring picnic will be deleted on Fri, Jun 4");
    expect(mail.text).toContain("Its 2 photos are then gone from Hangs for good.");
    expect(mail.text).toMatch(/Download the photos: http\S+\/hang\/[\w-]+\?host=true/);
    // A week after the host was told (an hour past the end here, as the notice went an hour late).
    const deleteAt = new Date(at.getTime() + 7 * DAY).toISOString();
    expect((await waitingSteps(hang)).filter((s) => s.deleteAt === deleteAt).length).toBeGreaterThan(0);

    // The deletion step: not before its time, then every photo gone from the database.
    await runAlbumExpiry(deps(), { hangId: hang.id, deleteAt }, new Date(expiresAt.getTime()));
    expect(await photoCount(hang)).toBe(2);
    await runAlbumExpiry(deps(), { hangId: hang.id, deleteAt }, new Date(Date.parse(deleteAt) + 60_000));
    expect(await photoCount(hang)).toBe(0);
    const image = await t.fetch((added.body as PhotoView[])[0]!.url);
    expect(image.status).toBe(404);

    // An ended album takes no more photos.
    const saved = t.ctx.clock.now;
    t.ctx.clock.now = () => new Date(expiresAt.getTime() + DAY);
    try {
      const late = await album.upload(hang, [await smallJpeg()], as(gita));
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(PHOTOS_EXPIRED);
      expect(await photoCount(hang)).toBe(0);
    } finally {
      t.ctx.clock.now = saved;
    }
  });

  it("counts from the locked-in time when there is one, and tells the host again when it moves later", async () => {
    const hang = await album.newHang({ name: "Board games" });
    const locked = await album.req(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-05T18:00" },
      host(hang),
    );
    expect(locked.status, JSON.stringify(locked.body)).toBeLessThan(300);
    expect((await album.upload(hang, [await smallJpeg()], host(hang))).status).toBe(201);
    const row = await hangRow(hang);
    expect(albumExpiresAt(row, 90).getTime()).toBe(row.finalDateTime!.getTime() + 90 * DAY);

    // Told about a date that has since moved a week later: no deletion; a new notice is planned.
    const stale = new Date(albumExpiresAt(row, 90).getTime() - 7 * DAY).toISOString();
    await runAlbumExpiry(deps(), { hangId: hang.id, deleteAt: stale }, new Date(stale));
    expect(await photoCount(hang)).toBe(1);
    expect((await waitingSteps(hang)).map((s) => s.at)).toContain(
      albumNoticeAt(albumExpiresAt(row, 90)).toISOString(),
    );
  });
});

describe("the day's new photos mail", () => {
  it("is one message a day to each other person who answered, counting every new photo", async () => {
    const hang = await album.newHang({ name: "Friday coffee" });
    const ana = await album.answer(hang, "Ana Adder", "ana@example.com");
    await album.answer(hang, "Ben Brown", "ben@example.com");
    const dora = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Dora Deutsch", guestEmail: "dora@example.com" }),
      { origin: ORIGIN, "Accept-Language": "de" },
    );
    expect(dora.status).toBe(201);
    await album.answer(hang, "Sam Stopped", "sam@example.com");
    await t.ctx.db.insert(mailOptOuts).values({ email: "sam@example.com", hangId: hang.id });

    for (let i = 0; i < 12; i++) {
      const res = await album.upload(hang, [await smallJpeg(`#${(i + 1).toString(16)}${i}0`)], as(ana));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // One message reserved per other person for today; none to Ana, who added them.
    const today = await deliveries(hang, "new-photos");
    expect(today.map((d) => d.to).sort()).toEqual(["ben@example.com", "dora@example.com", "sam@example.com"]);

    const ben = await devMailTo(t.ctx.db, "ben@example.com", "12 new photos from Friday coffee");
    expect(ben.text).toContain("See the photos: http");
    const german = await devMailTo(t.ctx.db, "dora@example.com", "12 neue Fotos von Friday coffee");
    expect(german.text).toContain("Fotos ansehen");
    await expect
      .poll(
        async () => (await deliveries(hang, "new-photos")).find((d) => d.to === "sam@example.com")?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe("skipped");

    // Tomorrow, on the app's clock: one more photo, one more message, counting only it.
    const saved = t.ctx.clock.now;
    t.ctx.clock.now = () => new Date(Date.now() + DAY);
    try {
      expect((await album.upload(hang, [await smallJpeg("#123")], as(ana))).status).toBe(201);
      expect((await album.upload(hang, [await smallJpeg("#321")], host(hang))).status).toBe(201);
    } finally {
      t.ctx.clock.now = saved;
    }
    await devMailTo(t.ctx.db, "ben@example.com", "2 new photos from Friday coffee");
    // Ana hears of the host's photo alone, not of her own.
    await devMailTo(t.ctx.db, "ana@example.com", "1 new photo from Friday coffee");
    const toBen = (await deliveries(hang, "new-photos")).filter((d) => d.to === "ben@example.com");
    expect(toBen).toHaveLength(2);
  });
});
