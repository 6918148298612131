// Rescheduling, as the host's API: answers for removed times are cleared, and the guests left
// awaiting new times (answered before a time was added and have not answered it, or have no answer
// left) are asked about them, counted apart from "Can't go" until they answer; a locked-in hang's
// invite holders hear about changes to it.
import { describe, expect, it } from "vitest";
import { makeSlot, slotKey } from "../../src/shared/time-slots.ts";
import { KEYS, responseInput, SLOTS } from "../support/factories.ts";
import { recipientsOf, settle } from "../support/host-flow.ts";
import { inviteOf } from "../support/ics.ts";
import { appWithMailSink, PUBLIC_URL } from "../support/mail-app.ts";

const [friday, saturday] = SLOTS as [(typeof SLOTS)[0], (typeof SLOTS)[0]];
const sunday = makeSlot("2027-03-07", "15:00", "2h");
const monday = makeSlot("2027-03-08", "18:00", "1.5h");
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

  it("clears answers for removed times and asks every guest the new time is new to", async () => {
    const hang = await app.host.newHang();
    const [anaId, benId] = await app.host.answers(hang, [
      ["Ana", { [KEYS[0]]: "yes", [KEYS[1]]: "no" }],
      ["Ben", { [KEYS[1]]: "yes" }],
      ["Cat", { [KEYS[0]]: "maybe" }],
    ]);
    // Saturday goes, Sunday comes.
    const { status, body } = await app.host.edit(hang, { timeSlots: [friday, sunday] });
    expect(status).toBe(200);
    // Ana and Ben lost their Saturday answers; Cat answered before Sunday existed, too.
    expect(body.rePolled).toBe(3);
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
    // Ana's yes and Cat's maybe for Friday stand; Ben has no answer to count until he gives one.
    const summary = (await app.t.request("GET", `/api/hangs/${hang.id}/summary`)).body;
    expect(summary.counts).toEqual({ yes: 1, maybe: 1, no: 0 });
    expect(summary.awaitingNewTimes).toBe(3);
    expect(summary.total).toBe(3);

    await app.sink.waitFor(3);
    await settle();
    const subject = "New times for Friday coffee: which work for you?";
    expect(recipientsOf(app.sink, subject)).toEqual([
      "ana@example.com",
      "ben@example.com",
      "cat@example.com",
    ]);
    expect(app.sink.received).toHaveLength(3);
    const mail = app.sink.to("ben@example.com")[0]!;
    expect(mail.text).toContain("- Sunday, March 7 - 3:00 PM to 5:00 PM");
    expect(mail.text).not.toContain("Saturday, March 6");
    expect(mail.text).toContain(`${PUBLIC_URL}/hang/${hang.id}?response=${benId}&key=`);
    expect(app.sink.to("ana@example.com")[0]!.text).toContain(`?response=${anaId}&key=`);
  });

  it("counts the guests asked apart from Can't go until they answer the new times", async () => {
    const hang = await app.host.newHang();
    const [anaId, benId] = await app.host.answers(hang, [
      ["Ana", { [KEYS[0]]: "no", [KEYS[1]]: "yes" }],
      ["Ben", { [KEYS[1]]: "yes" }],
    ]);
    // Saturday goes, Monday comes: Ana's Friday "no" is all that is left of either answer.
    const edited = (await app.host.edit(hang, { timeSlots: [friday, monday] })).body;
    expect(edited.rePolled).toBe(2);
    const mondayKey = slotKey(monday);
    const summary = async () =>
      (await app.t.request("GET", `/api/hangs/${hang.id}/summary`, undefined, app.host.asHost(hang))).body;
    const asked = await summary();
    expect(asked.awaitingNewTimes).toBe(2);
    expect(asked.counts).toEqual({ yes: 0, maybe: 0, no: 0 });
    expect(asked.total).toBe(2);
    // The per-time lists say what was answered: Ana can't make Friday; Monday has no answers yet.
    expect(asked.slots.map((s: any) => [s.key, s.yes.count, s.maybe.count, s.no.count])).toEqual([
      [KEYS[0], 0, 0, 1],
      [mondayKey, 0, 0, 0],
    ]);
    expect(asked.slots[0].no.first.map((g: any) => g.guestName)).toEqual(["Ana"]);

    await app.sink.waitFor(2);
    const subject = "New times for Friday coffee: which work for you?";
    expect(recipientsOf(app.sink, subject)).toEqual(["ana@example.com", "ben@example.com"]);
    const keyOf = (to: string, id: string) => {
      const text = app.sink.to(to)[0]!.text;
      return new RegExp(`\\?response=${id}&key=(\\S+)`).exec(text)![1]!;
    };
    const path = (id: string) => `/api/hangs/${hang.id}/responses/${id}`;

    // The mailed link opens Ana's answer as she left it, given before Monday was added.
    const anaKey = { "X-Response-Secret": keyOf("ana@example.com", anaId!) };
    const opened = await app.t.request("GET", path(anaId!), undefined, anaKey);
    expect(opened.body.timeSlotAvailability).toEqual({ [KEYS[0]]: "no" });
    expect(Date.parse(opened.body.answeredAt)).toBeLessThan(Date.parse(edited.timeSlots[1].addedAt));

    // Ana can make Monday: she is going, and no longer waited for.
    const anaAnswer = { guestName: "Ana", guestEmail: "ana@example.com" };
    const mondayYes = { [KEYS[0]]: "no" as const, [mondayKey]: "yes" as const };
    const put = await app.t.request(
      "PUT",
      path(anaId!),
      responseInput({ ...anaAnswer, timeSlotAvailability: mondayYes }),
      anaKey,
    );
    expect(put.status).toBe(200);
    const anaAnswered = await summary();
    expect(anaAnswered.awaitingNewTimes).toBe(1);
    expect(anaAnswered.counts).toEqual({ yes: 1, maybe: 0, no: 0 });

    // Ben looks and says no to Friday, leaving Monday blank: a choice made, so now a "Can't go".
    const benKey = { "X-Response-Secret": keyOf("ben@example.com", benId!) };
    const benAnswer = { guestName: "Ben", guestEmail: "ben@example.com" };
    await app.t.request(
      "PUT",
      path(benId!),
      responseInput({ ...benAnswer, timeSlotAvailability: { [KEYS[0]]: "no" } }),
      benKey,
    );
    const everyoneAnswered = await summary();
    expect(everyoneAnswered.awaitingNewTimes).toBe(0);
    expect(everyoneAnswered.counts).toEqual({ yes: 1, maybe: 0, no: 1 });
  });

  it("asks once per added time, sends nothing when the times stay, and keeps a new slot's mark", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Dan", { [KEYS[0]]: "yes" }]]);
    const added = (await app.host.edit(hang, { timeSlots: [friday, saturday, sunday] })).body;
    expect(added.rePolled).toBe(1);
    const addedAt = added.timeSlots[2].addedAt;
    expect(addedAt).toEqual(expect.any(String));
    await app.sink.waitFor(1);
    expect(recipientsOf(app.sink, "New times for Friday coffee: which work for you?")).toEqual([
      "dan@example.com",
    ]);
    app.sink.received.length = 0;
    // Dan still owes Sunday an answer, but this edit adds nothing: he is not asked twice.
    const renamed = (
      await app.host.edit(hang, { name: "Coffee & cake", timeSlots: [friday, saturday, sunday] })
    ).body;
    expect(renamed.rePolled).toBe(0);
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
