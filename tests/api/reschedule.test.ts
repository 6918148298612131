// Rescheduling, as the host's API: answers for removed times are cleared and only the guests
// they belonged to are asked again; a locked-in hang's invite holders hear about changes to it.
import { describe, expect, it } from "vitest";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { KEYS, SLOTS } from "../support/factories.ts";
import { recipientsOf, settle } from "../support/host-flow.ts";
import { inviteOf } from "../support/ics.ts";
import { appWithMailSink, PUBLIC_URL } from "../support/mail-app.ts";

const [friday, saturday] = SLOTS as [(typeof SLOTS)[0], (typeof SLOTS)[0]];
const sunday = makeSlot("2027-03-07", "15:00", "2h");
const app = appWithMailSink();

describe("rescheduling", () => {
  it("is for the host only and changes nothing otherwise", async () => {
    const hang = await app.host.newHang();
    const body = { timeSlots: [sunday] };
    expect((await app.host.edit(hang, body, {})).status).toBe(401);
    const wrong = { "X-Edit-Token": "00000000-0000-4000-8000-000000000000" };
    expect((await app.host.edit(hang, body, wrong)).status).toBe(403);
    expect((await app.host.get(hang)).body.timeSlots).toEqual(SLOTS);
  });

  it("clears answers for removed times and asks only those guests about the new times", async () => {
    const hang = await app.host.newHang();
    const [anaId, benId] = await app.host.answers(hang, [
      ["Ana", { [KEYS[0]]: "yes", [KEYS[1]]: "no" }],
      ["Ben", { [KEYS[1]]: "yes" }],
      ["Cat", { [KEYS[0]]: "maybe" }],
    ]);
    // Saturday goes, Sunday comes.
    const { status, body } = await app.host.edit(hang, { timeSlots: [friday, sunday] });
    expect(status).toBe(200);
    expect(body.rePolled).toBe(2);
    expect(body.timeSlots).toEqual([friday, { ...sunday, addedAt: expect.any(String) }]);
    expect(body.timeWindows).toEqual([
      "Friday, March 5 - 6:00 PM to 7:30 PM",
      "Sunday, March 7 - 3:00 PM to 5:00 PM",
    ]);

    const answers = (await app.host.responses(hang)).body as any[];
    const byName = Object.fromEntries(answers.map((a) => [a.guestName, a]));
    expect(byName.Ana).toMatchObject({ response: "yes", timeSlotAvailability: { [KEYS[0]]: "yes" } });
    expect(byName.Ben).toMatchObject({
      response: "maybe",
      timeSlotAvailability: {},
      availableTimeWindows: [],
    });
    expect(byName.Cat).toMatchObject({ response: "maybe", timeSlotAvailability: { [KEYS[0]]: "maybe" } });
    // The counts agree with the per-time lists: Ben has no answer for any time on offer now.
    const summary = (await app.t.request("GET", `/api/hangs/${hang.id}/summary`)).body;
    expect(summary.counts).toEqual({ yes: 1, maybe: 1, no: 0 });
    expect(summary.awaitingNewTimes).toBe(1);
    expect(summary.total).toBe(3);

    await app.sink.waitFor(2);
    await settle();
    const subject = "New times for Friday coffee: which work for you?";
    expect(recipientsOf(app.sink, subject)).toEqual(["ana@example.com", "ben@example.com"]);
    expect(app.sink.received).toHaveLength(2);
    const mail = app.sink.to("ben@example.com")[0]!;
    expect(mail.text).toContain("- Sunday, March 7 - 3:00 PM to 5:00 PM");
    expect(mail.text).not.toContain("Saturday, March 6");
    expect(mail.text).toContain(`${PUBLIC_URL}/hang/${hang.id}?response=${benId}&key=`);
    expect(app.sink.to("ana@example.com")[0]!.text).toContain(`?response=${anaId}&key=`);
  });

  it("sends nothing when the times stay, and keeps a new slot's mark on later edits", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Dan", { [KEYS[0]]: "yes" }]]);
    const added = (await app.host.edit(hang, { timeSlots: [friday, saturday, sunday] })).body;
    expect(added.rePolled).toBe(0);
    const addedAt = added.timeSlots[2].addedAt;
    expect(addedAt).toEqual(expect.any(String));
    const renamed = (
      await app.host.edit(hang, { name: "Coffee & cake", timeSlots: [friday, saturday, sunday] })
    ).body;
    expect(renamed.timeSlots[2].addedAt).toBe(addedAt);
    expect(renamed.timeSlots[0].addedAt).toBeUndefined();
    await settle();
    expect(app.sink.received).toEqual([]);
    expect(slotKey(renamed.timeSlots[2])).toBe(slotKey(sunday));
  });

  it("tells the guests holding a locked-in hang's invite when its details change", async () => {
    const hang = await app.host.newHang({ hostTimezone: "America/New_York" });
    await app.host.answers(hang, [["Eve", { [KEYS[0]]: "yes" }]]);
    await app.host.finalize(hang, { finalDateTime: "2027-03-15T18:00" });
    await app.sink.waitFor(1);
    await settle();
    app.sink.received.length = 0;
    // The host's own name is not part of the event: no update for that.
    await app.host.edit(hang, { hostName: "Hana H." });
    await app.host.edit(hang, { name: "Coffee at Casa", location: "1 Main St" });
    await app.sink.waitFor(1);
    await settle();
    expect(app.sink.received.map((m) => m.subject)).toEqual([
      "Updated: Coffee at Casa, Monday, March 15, 2027 at 6:00 PM EDT",
    ]);
    expect(inviteOf(app.sink.received[0]!)).toMatchObject({
      method: "REQUEST",
      sequence: 4,
      location: "1 Main St",
    });
  });
});
