// Locking a hang in, as the host's API: only the host may; the final details go to the chosen
// guests with a calendar invite; an update goes to the same people with a higher SEQUENCE; the
// reminders are planned for the current version only.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hangs, mailDeliveries } from "../../src/server/db/schema.ts";
import { enqueueMail, mailJob } from "../../src/server/mail/mail-job.ts";
import { KEYS } from "../support/factories.ts";
import { MAYBE, NO, recipientsOf, settle, YES_FIRST } from "../support/host-flow.ts";
import { inviteOf } from "../support/ics.ts";
import { appWithMailSink, PUBLIC_URL } from "../support/mail-app.ts";

const NY = { hostTimezone: "America/New_York" };
const app = appWithMailSink();

async function reminderRows(hangId: string) {
  const rows = await app.t.ctx.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.hangId, hangId), eq(mailDeliveries.kind, "reminder")));
  return rows.map((r) => `${r.dedupKey.split(":").slice(3).join(":")} ${r.recipient} ${r.status}`).sort();
}

describe("who may finalize", () => {
  it("refuses without the edit token (401) or with a wrong one (403), and changes nothing", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [["Ana", YES_FIRST]]);
    const body = { finalDateTime: "2027-03-15T18:00" };
    expect((await app.host.finalize(hang, body, {})).status).toBe(401);
    const wrong = { "X-Edit-Token": "00000000-0000-4000-8000-000000000000" };
    expect((await app.host.finalize(hang, body, wrong)).status).toBe(403);
    expect((await app.host.get(hang)).body).toMatchObject({ isFinalized: false, finalDateTime: null });
    await settle();
    expect(app.sink.received).toEqual([]);
  });

  it("wants a final date and time", async () => {
    const hang = await app.host.newHang(NY);
    const missing = await app.host.finalize(hang, { finalDateTime: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Final date and time is required");
    expect((await app.host.finalize(hang, { finalDateTime: "soon" })).body.message).toMatch(/must look like/);
  });
});

describe("final details", () => {
  it("go to the confirmed guests (and maybe guests when asked) with a calendar invite; the waitlist hears its place", async () => {
    const hang = await app.host.newHang({ ...NY, maxCapacity: 2 });
    await app.host.answers(hang, [
      ["Ana", YES_FIRST],
      ["Ben", YES_FIRST],
      ["Cat", YES_FIRST, { waitlist: true }], // the time is full: Cat asked to wait (decision 0065)
      ["Dan", NO],
    ]);
    const { status, body } = await app.host.finalize(hang, {
      finalDateTime: "2027-03-15T18:00", // 6 PM on the host's clock in New York (EDT)
      locationName: "Casa Tacos",
      location: "1 Main St",
      additionalDetails: "Bring a sweater",
      notifyConfirmed: true,
      notifyMaybe: true,
      guestReminderSettings: { "2_days": false, "1_day": true, "2_hours": false, custom: [] },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isFinalized: true,
      finalDateTime: "2027-03-15T22:00:00.000Z",
      locationName: "Casa Tacos",
      notified: 2,
    });

    await app.sink.waitFor(4);
    await settle();
    const subject = "It's on: Friday coffee, Monday, March 15, 2027 at 6:00 PM EDT";
    expect(recipientsOf(app.sink, subject)).toEqual(["ana@example.com", "ben@example.com"]);
    // Cat said Yes with "Put me on the waitlist": she waits, is told her place, and gets no invite.
    const waiting = app.sink.to("cat@example.com");
    expect(waiting.map((m) => m.subject)).toEqual(["Friday coffee is locked in: you're #1 on the waitlist"]);
    expect(waiting[0]!.text).toContain("All 2 spots are taken, and you're #1 on the waitlist.");
    expect(waiting[0]!.parsed.attachments).toEqual([]);
    // Dan said No: a kind note, no invite.
    expect(app.sink.to("dan@example.com").map((m) => m.subject)).toEqual([
      "Locked in: Friday coffee, Monday, March 15, 2027 at 6:00 PM EDT",
    ]);
    expect(app.sink.received).toHaveLength(4);
    const mail = app.sink.to("ana@example.com")[0]!;
    expect(mail.text).toContain("Where: Casa Tacos, 1 Main St");
    expect(mail.text).toContain("Notes from Hana Host: Bring a sweater");
    expect(mail.text).toContain(`See the hang: ${PUBLIC_URL}/hang/${hang.id}`);
    expect(mail.html).not.toContain("hana@example.com");
    // No out-of-office reply should answer it (RFC 3834).
    expect(mail.parsed.headerLines.find((h) => h.key === "auto-submitted")?.line).toBe(
      "Auto-Submitted: auto-generated",
    );
    expect(inviteOf(mail)).toMatchObject({
      method: "REQUEST",
      uid: `hang-${hang.id}@hangs.test`,
      sequence: 2,
      dtstart: "20270315T220000Z",
      start: "2027-03-15T22:00:00.000Z",
      summary: "Friday coffee",
      location: "Casa Tacos, 1 Main St",
      filename: "invite.ics",
    });
    // One reminder a day before (6 PM EDT on Sunday), for the guests holding the invite.
    expect(await reminderRows(hang.id)).toEqual([
      "2:1_day ana@example.com queued",
      "2:1_day ben@example.com queued",
    ]);
  });

  it("go by each guest's answer for the time locked in, not their answers overall", async () => {
    const hang = await app.host.newHang(NY);
    const [friday, saturday] = KEYS as [string, string];
    await app.host.answers(hang, [
      ["Ana", { [friday]: "yes", [saturday]: "no" }],
      ["Ben", { [friday]: "no", [saturday]: "yes" }],
      ["Cy", { [friday]: "maybe", [saturday]: "maybe" }],
    ]);
    const lockIn = {
      finalDateTime: "2027-03-06T10:00", // Saturday's time
      notifyConfirmed: true,
      notifyMaybe: true,
      guestReminderSettings: { "2_days": false, "1_day": true, "2_hours": false, custom: [] },
    };
    expect((await app.host.finalize(hang, lockIn)).body).toMatchObject({ notified: 2 });
    await app.sink.waitFor(3);
    await settle();
    const itsOn = "It's on: Friday coffee, Saturday, March 6, 2027 at 10:00 AM EST";
    expect(recipientsOf(app.sink, itsOn)).toEqual(["ben@example.com", "cy@example.com"]);
    expect(inviteOf(app.sink.to("ben@example.com")[0]!)).toMatchObject({ method: "REQUEST" });
    // Ana said Yes to Friday and No to Saturday: asked whether she is still in, with no invite.
    const [note] = app.sink.to("ana@example.com");
    expect(note!.subject).toBe("Locked in: Friday coffee, Saturday, March 6, 2027 at 10:00 AM EST");
    expect(note!.text).toContain("which you said you can't make. Still in? Change your answer");
    expect(note!.parsed.attachments).toEqual([]);
    expect(await reminderRows(hang.id)).toEqual([
      "2:1_day ben@example.com queued",
      "2:1_day cy@example.com queued",
    ]);

    // Updating the details tells those coming, not Ana.
    app.sink.received.length = 0;
    await app.host.finalize(hang, { ...lockIn, additionalDetails: "Back room" });
    await app.sink.waitFor(2);
    await settle();
    expect(app.sink.received.map((m) => m.to).sort()).toEqual(["ben@example.com", "cy@example.com"]);
  });

  it("go to confirmed guests only by default, and accept an ISO instant and a chosen activity", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [
      ["Eve", YES_FIRST],
      ["Fay", MAYBE],
    ]);
    const { body } = await app.host.finalize(hang, {
      finalDateTime: "2027-11-08T23:00:00.000Z",
      selectedActivity: "bowling",
    });
    // The vibe stays as proposed; the chosen activity is kept apart from it.
    expect(body).toMatchObject({
      finalDateTime: "2027-11-08T23:00:00.000Z",
      vibe: "coffee",
      finalActivity: "bowling",
    });
    await app.sink.waitFor(1);
    await settle();
    expect(app.sink.received.map((m) => m.to)).toEqual(["eve@example.com"]);
    expect(app.sink.received[0]!.subject).toBe(
      "It's on: Friday coffee, Monday, November 8, 2027 at 6:00 PM EST",
    );
    expect(app.sink.received[0]!.text).toContain("What: 🎳 Bowling");
  });
});

describe("updating the details", () => {
  it("sends the same people an update with a higher SEQUENCE and re-plans the reminders", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [
      ["Gus", YES_FIRST],
      ["Hal", MAYBE],
      ["Ivy", NO],
    ]);
    await app.host.finalize(hang, {
      finalDateTime: "2027-03-15T18:00",
      notifyMaybe: true,
      guestReminderSettings: { "2_days": true, "1_day": false, "2_hours": false, custom: [] },
    });
    await app.sink.waitFor(3); // Gus and Hal: "It's on"; Ivy, who said No: the note
    await settle();
    app.sink.received.length = 0;

    // The host unticks the maybe box this time: Hal holds the invite, so Hal still hears.
    const update = await app.host.finalize(hang, {
      finalDateTime: "2027-03-16T19:30",
      locationName: "The Park",
      notifyMaybe: false,
      guestReminderSettings: { "2_days": false, "1_day": false, "2_hours": true, custom: [5] },
    });
    expect(update.body).toMatchObject({ notified: 2, finalDateTime: "2027-03-16T23:30:00.000Z" });
    await app.sink.waitFor(2);
    await settle();
    const subject = "Updated: Friday coffee, Tuesday, March 16, 2027 at 7:30 PM EDT";
    expect(recipientsOf(app.sink, subject)).toEqual(["gus@example.com", "hal@example.com"]);
    expect(app.sink.received).toHaveLength(2);
    const invite = inviteOf(app.sink.to("hal@example.com")[0]!);
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `hang-${hang.id}@hangs.test`,
      sequence: 3,
      dtstart: "20270316T233000Z",
      location: "The Park",
    });
    // The first plan's reminders will send nothing; the new plan is for version 3.
    expect(await reminderRows(hang.id)).toEqual([
      "2:2_days gus@example.com skipped",
      "2:2_days hal@example.com skipped",
      "3:2_hours gus@example.com queued",
      "3:2_hours hal@example.com queued",
      "3:custom_5h gus@example.com queued",
      "3:custom_5h hal@example.com queued",
    ]);
    const [row] = await app.t.ctx.db.select().from(hangs).where(eq(hangs.id, hang.id));
    expect(row!.guestReminderSettings).toEqual({
      "2_days": false,
      "1_day": false,
      "2_hours": true,
      custom: [5],
    });
  });

  it("shows the host how many guests hold the invite", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [["Jo", YES_FIRST]]);
    await app.host.finalize(hang, { finalDateTime: "2027-03-15T18:00" });
    const { body } = await app.t.request(
      "GET",
      `/api/hangs/${hang.id}/notified`,
      undefined,
      app.host.asHost(hang),
    );
    expect(body).toEqual({ notified: 1 });
    expect((await app.t.request("GET", `/api/hangs/${hang.id}/notified`)).status).toBe(401);
  });
});

describe("a reminder that wakes for a changed hang", () => {
  it("sends nothing", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [["Kim", YES_FIRST]]);
    await app.host.finalize(hang, { finalDateTime: "2027-03-15T18:00", notifyConfirmed: false });
    // Planned for version 1, due now; the hang is at version 2.
    const stale = mailJob("reminder", hang.id, "kim@example.com", "1:2_hours");
    await app.t.ctx.db.transaction((tx) => enqueueMail(app.t.ctx.jobs, tx, stale));
    app.t.ctx.jobs.wake();
    let status = "queued";
    for (let i = 0; i < 300 && (status === "queued" || status === "sending"); i++) {
      await settle(100);
      const [row] = await app.t.ctx.db
        .select()
        .from(mailDeliveries)
        .where(eq(mailDeliveries.dedupKey, stale.dedupKey));
      status = row!.status;
    }
    expect(status).toBe("skipped");
    // Kim's only: on a busy machine a mail an earlier test queued can still be arriving.
    expect(app.sink.to("kim@example.com")).toEqual([]);
  });
});

describe("repeated calls", () => {
  it("a finalize or edit that changes nothing sends nothing and keeps the version", async () => {
    const hang = await app.host.newHang(NY);
    await app.host.answers(hang, [["Kai", YES_FIRST]]);
    const details = {
      finalDateTime: "2027-03-15T18:00",
      locationName: "The Park",
      additionalDetails: "Bring a coat",
    };
    const version = async () =>
      (await app.t.ctx.db.select({ v: hangs.version }).from(hangs).where(eq(hangs.id, hang.id)))[0]!.v;
    const first = await app.host.finalize(hang, details);
    expect(first.body.notified).toBe(1);
    const finalized = await version();
    await app.sink.waitFor(1);
    await settle();
    app.sink.received.length = 0;

    const again = await app.host.finalize(hang, details);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ notified: 0, locationName: "The Park" });
    const sameName = await app.host.edit(hang, { name: "Friday coffee", locationName: "The Park" });
    expect(sameName.status).toBe(200);
    expect(await version()).toBe(finalized);
    await settle();
    expect(app.sink.received).toEqual([]);

    // A real change still goes out, once.
    const moved = await app.host.edit(hang, { locationName: "The Pier" });
    expect(moved.status).toBe(200);
    expect(await version()).toBe(finalized + 1);
    await app.sink.waitFor(1);
  });
});
