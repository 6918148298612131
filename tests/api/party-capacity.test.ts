// Capacity per time, in heads (decision 0065): each time has its own spots, a party of 1 + plusOnes
// takes that many, a party that does not fit waits whole when the guest asks to ("waitlist": true)
// and is refused otherwise, and spots that free up go to the earliest waiting party that fits.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailDeliveries, responses } from "../../src/server/db/schema.ts";
import type { Answer } from "../../src/shared/responses.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let t: TestApp;
const [FRI, SAT] = KEYS;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: "http://hangs.test:5000" } });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
beforeEach(() => {
  sink.received.length = 0;
});

interface Created {
  id: string;
  editToken: string;
}

async function newHang(maxCapacity: number | null = 4, plusOnesAllowed = 3): Promise<Created> {
  const res = await t.request("POST", "/api/hangs", hangInput({ maxCapacity, plusOnesAllowed }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const times = (fri: Answer, sat: Answer) => ({ [FRI]: fri, [SAT]: sat });

function answer(hangId: string, name: string, availability: Record<string, Answer>, extra: object = {}) {
  return t.request(
    "POST",
    `/api/hangs/${hangId}/responses`,
    responseInput({
      guestName: name,
      guestEmail: `${name}@example.com`,
      timeSlotAvailability: availability,
      ...extra,
    }),
  );
}

function change(
  hangId: string,
  mine: { id: string; secret: string },
  name: string,
  availability: Record<string, Answer>,
  extra: object = {},
) {
  return t.request(
    "PUT",
    `/api/hangs/${hangId}/responses/${mine.id}`,
    responseInput({
      guestName: name,
      guestEmail: `${name}@example.com`,
      timeSlotAvailability: availability,
      ...extra,
    }),
    { "X-Response-Secret": mine.secret },
  );
}

async function stored(hangId: string) {
  return t.database.db
    .select({
      name: responses.guestName,
      plusOnes: responses.plusOnes,
      waitingFor: responses.waitingFor,
      tsa: responses.timeSlotAvailability,
    })
    .from(responses)
    .where(eq(responses.hangId, hangId));
}

async function waitingOn(hangId: string, key: string) {
  return (await stored(hangId)).filter((r) => r.waitingFor.includes(key)).map((r) => r.name);
}

async function promotionsTo(hangId: string) {
  const rows = await t.database.db
    .select({ to: mailDeliveries.recipient })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.hangId, hangId), eq(mailDeliveries.kind, "waitlist-promotion")));
  return rows.map((r) => r.to).sort();
}

async function summary(hangId: string) {
  const res = await t.request("GET", `/api/hangs/${hangId}/summary`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("capacity per time", () => {
  it("lets a new guest take Friday's last spot and one of Saturday's while Friday is at 3 of 4", async () => {
    const hang = await newHang(4);
    for (const name of ["ana", "ben", "cy"])
      expect((await answer(hang.id, name, times("yes", "no"))).status).toBe(201);
    for (const name of ["dee", "eve"])
      expect((await answer(hang.id, name, times("no", "yes"))).status).toBe(201);

    const before = await summary(hang.id);
    expect(before.full).toBe(false);
    expect(before.slots[0].capacity).toMatchObject({ full: false, spotsLeft: 1 });
    expect(before.slots[1].capacity).toMatchObject({ full: false, spotsLeft: 2 });

    const fifth = await answer(hang.id, "fay", times("yes", "yes"));
    expect(fifth.status, JSON.stringify(fifth.body)).toBe(201);
    expect(fifth.body.waitingFor).toEqual([]);

    const after = await summary(hang.id);
    expect(after.slots[0].capacity).toMatchObject({ full: true, spotsLeft: 0 });
    expect(after.slots[1].capacity).toMatchObject({ full: false, spotsLeft: 1 });
    expect(after.full).toBe(false);

    // Friday is full now: a Yes to it is refused with the spec's message, Saturday still takes one.
    const sixth = await answer(hang.id, "gus", times("yes", "no"));
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe("This hang is full!");
    expect(sixth.body.errors.response).toBe(
      'All 4 spots are taken. You can respond "Maybe" in case spots open up.',
    );
    expect((await answer(hang.id, "gus", times("maybe", "yes"))).status).toBe(201);
    expect((await summary(hang.id)).full).toBe(true);
  });

  it("keeps a Maybe a Maybe: nobody is promoted from Maybe when a spot frees", async () => {
    const hang = await newHang(2);
    const ana = (await answer(hang.id, "ana", times("yes", "no"))).body;
    await answer(hang.id, "ben", times("yes", "no"));
    const may = (await answer(hang.id, "may", times("maybe", "no"))).body;
    expect((await change(hang.id, ana, "ana", times("no", "no"))).status).toBe(200);
    const mine = await t.request("GET", `/api/hangs/${hang.id}/responses/${may.id}`, undefined, {
      "X-Response-Secret": may.secret,
    });
    expect(mine.body.response).toBe("maybe");
    expect(await promotionsTo(hang.id)).toEqual([]);
  });
});

describe("parties wait whole", () => {
  it("keeps a party of 3 waiting with 2 spots left, lets a single behind it in first, then the party once 3 are free", async () => {
    const hang = await newHang(4);
    const ana = (await answer(hang.id, "ana", times("yes", "no"))).body;
    const ben = (await answer(hang.id, "ben", times("yes", "no"))).body;

    // Two left: a party of three is refused without the waitlist, and waits whole with it.
    const refused = await answer(hang.id, "pat", times("yes", "no"), { plusOnes: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Not enough spots for your party");
    expect(refused.body.errors.response).toBe("Only 2 spots are left at that time, and your party is 3.");
    const pat = await answer(hang.id, "pat", times("yes", "no"), { plusOnes: 2, waitlist: true });
    expect(pat.status, JSON.stringify(pat.body)).toBe(201);
    expect(pat.body).toMatchObject({ plusOnes: 2, waitingFor: [FRI], response: "yes" });

    // The two spots go to a pair; then a single asks to wait, behind the party.
    const xia = (await answer(hang.id, "xia", times("yes", "no"), { plusOnes: 1 })).body;
    expect(xia.waitingFor).toEqual([]);
    const sol = await answer(hang.id, "sol", times("yes", "no"), { waitlist: true });
    expect(sol.body.waitingFor).toEqual([FRI]);
    let s = await summary(hang.id);
    expect(s.slots[0].capacity.waitlist).toMatchObject({ count: 2, heads: 4 });
    expect(s.slots[0].capacity.waitlist.first.map((n: { guestName: string }) => n.guestName)).toEqual([
      "pat",
      "sol",
    ]);
    expect(s.full).toBe(false); // Saturday is open

    // One spot frees: the party of 3 does not fit, the single behind it does, and hears so.
    expect((await change(hang.id, ana, "ana", times("no", "no"))).status).toBe(200);
    expect(await waitingOn(hang.id, FRI)).toEqual(["pat"]);
    expect(await promotionsTo(hang.id)).toEqual(["sol@example.com"]);
    await sink.waitForMail("sol@example.com", "A spot opened up");

    // One more frees: still only 1 free, the party keeps waiting.
    expect((await change(hang.id, ben, "ben", times("no", "no"))).status).toBe(200);
    expect(await waitingOn(hang.id, FRI)).toEqual(["pat"]);

    // The pair brings one fewer: 2 free, still not enough. Then the pair leaves: 3 free, the party is in.
    expect((await change(hang.id, xia, "xia", times("yes", "no"), { plusOnes: 0 })).status).toBe(200);
    expect(await waitingOn(hang.id, FRI)).toEqual(["pat"]);
    expect((await change(hang.id, xia, "xia", times("no", "no"))).status).toBe(200);
    expect(await waitingOn(hang.id, FRI)).toEqual([]);
    expect(await promotionsTo(hang.id)).toEqual(["pat@example.com", "sol@example.com"]);
    const mail = await sink.waitForMail("pat@example.com", "A spot opened up");
    expect(mail.subject).toBe("A spot opened up: you're in for Friday coffee!");
    s = await summary(hang.id);
    expect(s.slots[0].capacity).toMatchObject({ full: true, confirmed: { count: 2, heads: 4 } });
  });

  it("re-checks a larger party: refused without room, waiting when asked, and a smaller one frees spots", async () => {
    const hang = await newHang(4);
    const ana = (await answer(hang.id, "ana", times("yes", "no"), { plusOnes: 1 })).body;
    await answer(hang.id, "ben", times("yes", "no"), { plusOnes: 1 });
    const grow = await change(hang.id, ana, "ana", times("yes", "no"), { plusOnes: 3 });
    expect(grow.status).toBe(409);
    expect((await stored(hang.id)).find((r) => r.name === "ana")!.plusOnes).toBe(1);
    // Leaving the party size out keeps it.
    const renamed = await change(hang.id, ana, "ana", times("yes", "yes"));
    expect(renamed.body).toMatchObject({ plusOnes: 1, waitingFor: [] });
    const waits = await change(hang.id, ana, "ana", times("yes", "yes"), { plusOnes: 3, waitlist: true });
    expect(waits.status).toBe(200);
    expect(waits.body).toMatchObject({ plusOnes: 3, waitingFor: [FRI] });
  });

  it("puts a No turned Yes behind those already waiting", async () => {
    const hang = await newHang(2, 1);
    // Dee answered first, with No.
    const dee = (await answer(hang.id, "dee", times("no", "no"))).body;
    await answer(hang.id, "ana", times("yes", "no"), { plusOnes: 1 });
    await answer(hang.id, "wes", times("yes", "no"), { waitlist: true });
    const turned = await change(hang.id, dee, "dee", times("yes", "no"), { waitlist: true });
    expect(turned.body.waitingFor).toEqual([FRI]);
    const s = await summary(hang.id);
    expect(s.slots[0].capacity.waitlist.first.map((n: { guestName: string }) => n.guestName)).toEqual([
      "wes",
      "dee",
    ]);
    const place = await t.request("GET", `/api/hangs/${hang.id}/summary?response=${dee.id}`);
    expect(place.body).toMatchObject({ waitlistPlace: 2, waitlistPlaces: { [FRI]: 2 } });
  });
});

describe("plus-ones in the contract", () => {
  it("carries plusOnesAllowed on create, edit and the public view", async () => {
    const hang = await newHang(null, 2);
    const view = await t.request("GET", `/api/hangs/${hang.id}`);
    expect(view.body.plusOnesAllowed).toBe(2);
    const plain = await t.request("POST", "/api/hangs", hangInput());
    expect((await t.request("GET", `/api/hangs/${plain.body.id}`)).body.plusOnesAllowed).toBe(0);
    const edited = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      { plusOnesAllowed: 5 },
      {
        "X-Edit-Token": hang.editToken,
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await t.request("GET", `/api/hangs/${hang.id}`)).body.plusOnesAllowed).toBe(5);
    for (const bad of [6, -1, 1.5, "2"]) {
      const res = await t.request("POST", "/api/hangs", hangInput({ plusOnesAllowed: bad as number }));
      expect(res.status).toBe(400);
      expect(res.body.errors.plusOnesAllowed).toBe("Guests may bring a whole number from 0 to 5");
    }
  });

  it("refuses negative, fractional and too-large parties with a clear 400, storing nothing", async () => {
    const hang = await newHang(null, 2);
    const cases: [unknown, string][] = [
      [-1, "The number of guests you bring must be a whole number, 0 or more"],
      [1.5, "The number of guests you bring must be a whole number, 0 or more"],
      ["2", "The number of guests you bring must be a whole number, 0 or more"],
      [3, "You can bring at most 2 guests to this hang"],
    ];
    for (const [plusOnes, message] of cases) {
      const res = await answer(hang.id, "bad", times("yes", "no"), { plusOnes });
      expect(res.status, String(plusOnes)).toBe(400);
      expect(res.body.errors.plusOnes).toBe(message);
    }
    const none = await newHang(null, 0);
    const res = await answer(none.id, "bad", times("yes", "no"), { plusOnes: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors.plusOnes).toBe("This hang does not take extra guests: answer for yourself only");
    const names = await answer(hang.id, "bad", times("yes", "no"), {
      plusOnes: 1,
      plusOneNames: ["Kim", "Lee"],
    });
    expect(names.status).toBe(400);
    expect(names.body.errors.plusOneNames).toBe("Give at most one name for each guest you bring");
    expect(await stored(hang.id)).toEqual([]);
  });

  it("shows the party to the host, counts heads in the summary, and drops it for a No", async () => {
    const hang = await newHang(4, 3);
    const ana = (
      await answer(hang.id, "ana", times("yes", "maybe"), { plusOnes: 2, plusOneNames: ["Kim", " "] })
    ).body;
    expect(ana).toMatchObject({ plusOnes: 2, plusOneNames: ["Kim"] });
    await answer(hang.id, "ben", times("yes", "no"));
    await answer(hang.id, "cy", times("maybe", "yes"), { plusOnes: 1 });
    await answer(hang.id, "dee", times("yes", "no"), { plusOnes: 1, waitlist: true });

    const host = await t.request("GET", `/api/hangs/${hang.id}/responses`, undefined, {
      "X-Edit-Token": hang.editToken,
    });
    expect(host.body.find((r: { guestName: string }) => r.guestName === "ana")).toMatchObject({
      plusOnes: 2,
      plusOneNames: ["Kim"],
    });
    const s = await summary(hang.id);
    expect(s.slots[0].yes).toMatchObject({ count: 3, heads: 6 });
    expect(s.slots[0].maybe).toMatchObject({ count: 1, heads: 2 });
    expect(s.slots[1].maybe).toMatchObject({ count: 1, heads: 3 });
    // Overall: everyone said Yes to some time.
    expect(s.heads).toEqual({ yes: 8, maybe: 0, no: 0 });
    expect(s.counts).toEqual({ yes: 4, maybe: 0, no: 0 });
    expect(s.rsvp).toMatchObject({
      key: FRI,
      confirmed: { count: 2, heads: 4 },
      waitlist: { count: 1, heads: 2 },
    });
    // The best time counts heads: Friday 6 yes heads.
    expect(s.best).toMatchObject({ key: FRI, yes: 6 });

    const no = await change(hang.id, ana, "ana", times("no", "no"));
    expect(no.body).toMatchObject({ plusOnes: 0, plusOneNames: [] });
  });
});

describe("heads in the mail", () => {
  it("says who's coming in heads, and the recipient's own party, in \"It's on\"", async () => {
    const hang = await newHang(6, 2);
    await answer(hang.id, "ana", times("yes", "no"), { plusOnes: 2, plusOneNames: ["Kim"] });
    await answer(hang.id, "ben", times("yes", "no"));
    await answer(hang.id, "cy", times("no", "yes"), { plusOnes: 1 });
    const [date, start] = FRI.split("_") as [string, string];
    const fin = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: `${date}T${start}`, notifyConfirmed: true },
      { "X-Edit-Token": hang.editToken },
    );
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const ana = await sink.waitForMail("ana@example.com", "It's on");
    expect(ana.text).toContain("Who's coming: 4 people (2 answers + 2 guests)");
    expect(ana.text).toContain("Your party: you + 2 (Kim)");
    const ben = await sink.waitForMail("ben@example.com", "It's on");
    expect(ben.text).toContain("Who's coming: 4 people (2 answers + 2 guests)");
    expect(ben.text).not.toContain("Your party");
  });
});

describe("crowds with parties", () => {
  it("never stores more than 20 confirmed heads when 50 parties of 1 to 3 answer at once", async () => {
    const hang = await newHang(20, 2);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        answer(hang.id, `crowd${i}`, times("yes", i % 2 ? "yes" : "no"), {
          plusOnes: i % 3,
          waitlist: i % 4 !== 0,
        }),
      ),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    for (const key of KEYS) {
      const rows = (await stored(hang.id)).filter((r) => r.tsa[key] === "yes" && !r.waitingFor.includes(key));
      const heads = rows.reduce((sum, r) => sum + 1 + r.plusOnes, 0);
      expect(heads).toBeLessThanOrEqual(20);
      const s = await summary(hang.id);
      const slot = s.slots[KEYS.indexOf(key)];
      expect(slot.capacity.confirmed.heads).toBe(heads);
      // Nobody waits who would fit: the line is settled.
      const smallestWaiting = Math.min(
        ...(await stored(hang.id)).filter((r) => r.waitingFor.includes(key)).map((r) => 1 + r.plusOnes),
      );
      expect(heads + smallestWaiting).toBeGreaterThan(20);
    }
    // Every refusal is a party that did not fit and did not ask to wait.
    for (const [i, r] of results.entries()) if (r.status === 409) expect(i % 4).toBe(0);
    console.info(
      `[party race] ${process.env.TEST_DB}: 50 parties on capacity 20 → ${results.filter((r) => r.status === 201).length} stored`,
    );
  }, 60_000);
});
