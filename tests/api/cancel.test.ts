// Cancelling, as the host's API: only the host may; every invitee and responder hears once, with
// the reason and a calendar cancellation; reminders are dropped; it cannot be done twice.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailDeliveries } from "../../src/server/db/schema.ts";
import { CANCELLED_NOTE } from "../../src/shared/cancel.ts";
import { responseInput } from "../support/factories.ts";
import { MAYBE, NO, recipientsOf, settle, YES_FIRST } from "../support/host-flow.ts";
import { inviteOf } from "../support/ics.ts";
import { appWithMailSink } from "../support/mail-app.ts";

const app = appWithMailSink();

async function invite(hang: { id: string; editToken: string }, emails: string[]) {
  for (const email of emails)
    await app.t.request("POST", `/api/hangs/${hang.id}/invite`, { email }, app.host.asHost(hang));
  await app.sink.waitFor(emails.length);
  await settle(300);
  app.sink.received.length = 0;
}

describe("who may cancel", () => {
  it("refuses without the edit token (401) or with a wrong one (403), and changes nothing", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Ana", YES_FIRST]]);
    expect((await app.host.cancel(hang, { reason: "Rain" }, {})).status).toBe(401);
    const wrong = { "X-Edit-Token": "00000000-0000-4000-8000-000000000000" };
    expect((await app.host.cancel(hang, { reason: "Rain" }, wrong)).status).toBe(403);
    expect((await app.host.get(hang)).body).toMatchObject({ isCancelled: false, cancelReason: null });
    await settle();
    expect(app.sink.received).toEqual([]);
  });

  it("wants a reason", async () => {
    const hang = await app.host.newHang();
    for (const body of [{}, { reason: "   " }]) {
      const refused = await app.host.cancel(hang, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Cancellation reason is required");
    }
    expect((await app.host.get(hang)).body.isCancelled).toBe(false);
  });
});

describe("cancelling", () => {
  it("mails every invitee and responder once, with the reason and a calendar cancellation", async () => {
    const hang = await app.host.newHang({ hostTimezone: "America/New_York" });
    await invite(hang, ["ana@example.com", "zoe@example.com"]);
    await app.host.answers(hang, [
      ["Ana", YES_FIRST],
      ["Ben", MAYBE],
      ["Cat", NO],
    ]);
    await app.host.finalize(hang, {
      finalDateTime: "2027-03-15T18:00",
      guestReminderSettings: { "2_days": true, "1_day": true, "2_hours": true, custom: [] },
    });
    await app.sink.waitFor(1);
    await settle();
    app.sink.received.length = 0;

    const { status, body } = await app.host.cancel(hang, { reason: "Rain all weekend" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ isCancelled: true, cancelReason: "Rain all weekend", notified: 4 });
    expect(Date.parse(body.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);

    await app.sink.waitFor(4);
    await settle();
    expect(recipientsOf(app.sink, "Cancelled: Friday coffee")).toEqual([
      "ana@example.com",
      "ben@example.com",
      "cat@example.com",
      "zoe@example.com",
    ]);
    expect(app.sink.received).toHaveLength(4);
    const mail = app.sink.to("zoe@example.com")[0]!;
    expect(mail.text).toContain("Hana Host cancelled this hang.");
    expect(mail.text).toContain("Reason: Rain all weekend");
    expect(inviteOf(mail)).toMatchObject({
      method: "CANCEL",
      uid: `hang-${hang.id}@hangs.test`,
      sequence: 3, // created 1, finalized 2, cancelled 3
      dtstart: "20270315T220000Z",
      filename: "cancel.ics",
    });

    const reminders = await app.t.ctx.db
      .select({ status: mailDeliveries.status })
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.hangId, hang.id), eq(mailDeliveries.kind, "reminder")));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((r) => r.status === "skipped")).toBe(true);

    const publicView = await app.t.request("GET", `/api/hangs/${hang.id}`);
    expect(publicView.body).toMatchObject({ isCancelled: true, cancelReason: "Rain all weekend" });
  });

  it("is irreversible: a second cancel is refused and sends nothing; nor can the hang change", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Dot", YES_FIRST]]);
    // The spec's call carries the token in the query.
    const url = `/api/hangs/${hang.id}/cancel?token=${hang.editToken}`;
    expect((await app.t.request("POST", url, { reason: "Sick" })).status).toBe(200);
    await app.sink.waitFor(1);
    await settle();
    const again = await app.host.cancel(hang, { reason: "Really sick" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This hang has already been cancelled.");
    expect((await app.host.finalize(hang, { finalDateTime: "2027-03-15T18:00" })).status).toBe(409);
    expect((await app.host.edit(hang, { name: "Back on" })).status).toBe(409);
    await settle();
    expect(app.sink.received.map((m) => m.subject)).toEqual(["Cancelled: Friday coffee"]);
    expect((await app.host.get(hang)).body.cancelReason).toBe("Sick");
  });

  it("from the edit page's Confirm Cancel: the same cancel, with the spec's note and the name marked", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Fay", YES_FIRST]]);
    const { status, body } = await app.host.cancel(hang, { reason: CANCELLED_NOTE, markName: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isCancelled: true,
      name: "[CANCELLED] Friday coffee",
      cancelReason: "This hang has been cancelled by the host.",
      notified: 1,
    });
    const [mail] = await app.sink.waitFor(1);
    expect(mail!.subject).toBe("Cancelled: Friday coffee");
    expect(mail!.text).toContain("Reason: This hang has been cancelled by the host.");
    expect(inviteOf(mail!)).toMatchObject({ method: "CANCEL", uid: `hang-${hang.id}@hangs.test` });
    const answer = await app.t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    expect(answer.status).toBe(409);
  });

  it("without a final time, dates the calendar cancellation at the first slot", async () => {
    const hang = await app.host.newHang({ hostTimezone: "Asia/Kathmandu" });
    await app.host.answers(hang, [["Eli", MAYBE]]);
    await app.host.cancel(hang, { reason: "Plans changed" });
    const [mail] = await app.sink.waitFor(1);
    // 6 PM on 5 March 2027 in Kathmandu (+05:45).
    expect(inviteOf(mail!)).toMatchObject({ method: "CANCEL", dtstart: "20270305T121500Z", sequence: 2 });
  });
});
