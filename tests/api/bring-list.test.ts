// The bring list: the host adds, changes and removes items; a guest who answered (and is coming)
// claims one unit of an item and gives it back; a claim goes when its guest says No to every time or
// removes their answer; two guests taking the last unit at once get one claim and one clear 409.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bringClaims } from "../../src/server/db/schema.ts";
import {
  ALL_CLAIMED,
  ALREADY_CLAIMED,
  ANSWER_FIRST,
  BELOW_CLAIMS,
  COMING_FIRST,
  ITEM_GONE,
  NOT_YOUR_CLAIM,
  TOO_MANY_ITEMS,
} from "../../src/shared/bring-list.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  // Dozens of claims from one address within a second: the race is the point, not the abuse limit.
  t = await startTestApp({
    env: { VOTES_PER_ADDRESS_PER_MINUTE: "100000", VOTES_PER_HANG_PER_MINUTE: "100000" },
  });
});
afterAll(() => t.close());

interface Hang {
  id: string;
  editToken: string;
}
interface Guest {
  id: string;
  secret: string;
}

/** Every call as the app's own page makes it: writes without a body still carry their Origin. */
const req = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(method, path, body, { origin: "http://localhost:5000", ...headers });

const NO_EVERYWHERE = { [KEYS[0]]: "no", [KEYS[1]]: "no" } as const;

async function newHang(): Promise<Hang> {
  return (await req("POST", "/api/hangs", hangInput())).body;
}

const host = (hang: Hang) => ({ "X-Edit-Token": hang.editToken });
const as = (guest: Guest) => ({ "X-Response-Secret": guest.secret });

async function answer(hang: Hang, name: string, overrides = {}): Promise<Guest> {
  const email = `${name.toLowerCase().replace(/\W/g, "")}@example.com`;
  const res = await req(
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: name, guestEmail: email, ...overrides }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, secret: res.body.secret };
}

function addItem(hang: Hang, body: unknown, headers: Record<string, string> = host(hang)) {
  return req("POST", `/api/hangs/${hang.id}/bring-items`, body, headers);
}

async function item(hang: Hang, name: string, quantity?: number): Promise<string> {
  const res = await addItem(hang, quantity === undefined ? { name } : { name, quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

function claim(hang: Hang, itemId: string, guest: Guest, headers: Record<string, string> = as(guest)) {
  return req("POST", `/api/hangs/${hang.id}/bring-items/${itemId}/claims`, { responseId: guest.id }, headers);
}

function list(hang: Hang, headers: Record<string, string> = {}) {
  return req("GET", `/api/hangs/${hang.id}/bring-items`, undefined, headers);
}

async function claimsOn(itemId: string) {
  return t.ctx.db.select().from(bringClaims).where(eq(bringClaims.itemId, itemId));
}

describe("the host's items", () => {
  it("adds, changes and removes items, listed in the order added, quantity one by default", async () => {
    const hang = await newHang();
    const chips = await item(hang, "  Chips ", 2);
    const ice = await item(hang, "Ice");
    expect((await list(hang)).body).toEqual([
      { id: chips, name: "Chips", quantity: 2, claims: [] },
      { id: ice, name: "Ice", quantity: 1, claims: [] },
    ]);
    const changed = await req(
      "PUT",
      `/api/hangs/${hang.id}/bring-items/${ice}`,
      { name: "Ice cubes", quantity: 3 },
      host(hang),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id: ice, name: "Ice cubes", quantity: 3 });
    expect(
      (await req("DELETE", `/api/hangs/${hang.id}/bring-items/${chips}`, undefined, host(hang))).status,
    ).toBe(204);
    expect((await list(hang)).body.map((i: { name: string }) => i.name)).toEqual(["Ice cubes"]);
  });

  it("lets nobody but the host add, change or remove an item", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips");
    const guest = await answer(hang, "Gita Guest");
    const other = await newHang();
    for (const headers of [{}, as(guest), host(other)]) {
      const expected =
        Object.keys(headers).length === 0 || "X-Response-Secret" in headers ? [401, 403] : [403];
      const added = await addItem(hang, { name: "Cake" }, headers);
      expect(expected, JSON.stringify(added.body)).toContain(added.status);
      const changed = await req(
        "PUT",
        `/api/hangs/${hang.id}/bring-items/${chips}`,
        { name: "Dip" },
        headers,
      );
      expect(expected).toContain(changed.status);
      const removed = await req("DELETE", `/api/hangs/${hang.id}/bring-items/${chips}`, undefined, headers);
      expect(expected).toContain(removed.status);
    }
    expect((await list(hang)).body).toEqual([{ id: chips, name: "Chips", quantity: 1, claims: [] }]);
  });

  it("refuses bad names and quantities with a message, storing nothing", async () => {
    const hang = await newHang();
    const cases: [unknown, string][] = [
      [{ name: "x".repeat(10_000) }, "Must be at most 80 characters"],
      [{ name: "   " }, "Say what to bring"],
      [{}, "Say what to bring"],
      [{ name: "Chips\u0007" }, "Must not contain control characters"],
      [{ name: "Chips", quantity: 0 }, "Quantity must be a whole number from 1 to 99"],
      [{ name: "Chips", quantity: 100 }, "Quantity must be a whole number from 1 to 99"],
      [{ name: "Chips", quantity: 1.5 }, "Quantity must be a whole number from 1 to 99"],
      [{ name: "Chips", quantity: "2" }, "Quantity must be a whole number from 1 to 99"],
    ];
    for (const [body, message] of cases) {
      const res = await addItem(hang, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await list(hang)).body).toEqual([]);
  });

  it("holds at most 50 items, then says so", async () => {
    const hang = await newHang();
    for (let i = 1; i <= 50; i++) await item(hang, `Thing ${i}`);
    const refused = await addItem(hang, { name: "One more" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TOO_MANY_ITEMS);
    expect((await list(hang)).body).toHaveLength(50);
  });

  it("answers in the page's language", async () => {
    const hang = await newHang();
    const res = await addItem(hang, { name: "" }, { ...host(hang), "Accept-Language": "de" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Sag, was mitgebracht werden soll");
  });
});

describe("claims", () => {
  it("takes one unit per guest: two guests share Chips ×2, a third is told it is all taken", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips", 2);
    const [ana, ben, cai] = [
      await answer(hang, "Ana Alba"),
      await answer(hang, "Ben Bo"),
      await answer(hang, "Cai Chu"),
    ];
    expect((await claim(hang, chips, ana)).status).toBe(201);
    const twice = await claim(hang, chips, ana);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ALREADY_CLAIMED);
    expect((await claim(hang, chips, ben)).status).toBe(201);
    const third = await claim(hang, chips, cai);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(ALL_CLAIMED);
    expect(await claimsOn(chips)).toHaveLength(2);
    const [listed] = (await list(hang)).body;
    expect(listed.claims.map((c: { name: string; responseId: string }) => [c.name, c.responseId])).toEqual([
      ["Ana", ana.id],
      ["Ben", ben.id],
    ]);
  });

  it("needs the answer's proof: no answer, someone else's answer, or no secret is a 403", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips");
    const ana = await answer(hang, "Ana Alba");
    const ben = await answer(hang, "Ben Bo");
    for (const [guest, headers] of [
      [{ id: "00000000-0000-4000-8000-000000000000", secret: "x" }, {}],
      [ana, as(ben)],
      [ana, {}],
      [{ id: "not-an-id", secret: ana.secret }, as(ana)],
    ] as [Guest, Record<string, string>][]) {
      const res = await claim(hang, chips, guest, headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ANSWER_FIRST);
    }
    // An answer to another hang proves nothing here.
    const elsewhere = await answer(await newHang(), "Dee Dot");
    expect((await claim(hang, chips, elsewhere)).status).toBe(403);
    expect(await claimsOn(chips)).toHaveLength(0);
  });

  it("refuses a guest who said No to every time, and an item that is gone", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips");
    const nope = await answer(hang, "Nora No", { timeSlotAvailability: NO_EVERYWHERE });
    const res = await claim(hang, chips, nope);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COMING_FIRST);

    const ana = await answer(hang, "Ana Alba");
    await req("DELETE", `/api/hangs/${hang.id}/bring-items/${chips}`, undefined, host(hang));
    const gone = await claim(hang, chips, ana);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(ITEM_GONE);
  });

  it("is given back by its guest or taken off by the host, and by nobody else", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips", 2);
    const ana = await answer(hang, "Ana Alba");
    const ben = await answer(hang, "Ben Bo");
    const anas = (await claim(hang, chips, ana)).body.id;
    const bens = (await claim(hang, chips, ben)).body.id;
    const path = (id: string) => `/api/hangs/${hang.id}/bring-items/${chips}/claims/${id}`;
    const refused = await req("DELETE", path(anas), undefined, as(ben));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_CLAIM);
    expect((await req("DELETE", path(anas), undefined, as(ana))).status).toBe(204);
    expect((await req("DELETE", path(bens), undefined, host(hang))).status).toBe(204);
    expect(await claimsOn(chips)).toHaveLength(0);
  });

  it("keeps a quantity from going below the claims already made", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips", 2);
    await claim(hang, chips, await answer(hang, "Ana Alba"));
    await claim(hang, chips, await answer(hang, "Ben Bo"));
    const res = await req(
      "PUT",
      `/api/hangs/${hang.id}/bring-items/${chips}`,
      { name: "Chips", quantity: 1 },
      host(hang),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BELOW_CLAIMS);
    expect((await list(hang)).body[0].quantity).toBe(2);
  });

  it("shows first names to guests, Anonymous for a private answer, and full names to the host", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips", 2);
    await claim(hang, chips, await answer(hang, "Ana María Alba"));
    await claim(hang, chips, await answer(hang, "Pia Private", { isPublic: false }));
    const names = (body: { claims: { name: string }[] }[]) => body[0]!.claims.map((c) => c.name);
    expect(names((await list(hang)).body)).toEqual(["Ana", "Anonymous"]);
    expect(names((await list(hang, host(hang))).body)).toEqual(["Ana María Alba", "Pia Private"]);
  });
});

describe("claims go back when their guest stops coming", () => {
  it("when the guest changes to No for every time, but not for a Maybe", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips");
    const ana = await answer(hang, "Ana Alba");
    await claim(hang, chips, ana);
    const change = (availability: Record<string, "yes" | "maybe" | "no">) =>
      req(
        "PUT",
        `/api/hangs/${hang.id}/responses/${ana.id}`,
        responseInput({
          guestName: "Ana Alba",
          guestEmail: "anaalba@example.com",
          timeSlotAvailability: availability,
        }),
        as(ana),
      );
    expect((await change({ [KEYS[0]]: "maybe", [KEYS[1]]: "no" })).status).toBe(200);
    expect(await claimsOn(chips)).toHaveLength(1);
    expect((await change(NO_EVERYWHERE)).status).toBe(200);
    expect(await claimsOn(chips)).toHaveLength(0);
    expect((await list(hang)).body[0].claims).toEqual([]);
  });

  it("when the guest removes their answer", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips");
    const ana = await answer(hang, "Ana Alba");
    await claim(hang, chips, ana);
    const removed = await req("DELETE", `/api/hangs/${hang.id}/responses/${ana.id}`, undefined, as(ana));
    expect(removed.status).toBe(204);
    expect(await claimsOn(chips)).toHaveLength(0);
  });
});

describe("two guests taking the last unit at once", () => {
  it("gives it to exactly one; the others get a clear 409 and nothing half-stored", async () => {
    const hang = await newHang();
    const last = await item(hang, "Ice");
    const three = await item(hang, "Cups", 3);
    const guests: Guest[] = [];
    for (let i = 0; i < 12; i++) guests.push(await answer(hang, `Racer ${i}`));
    const [forLast, forThree] = await Promise.all([
      Promise.all(guests.map((g) => claim(hang, last, g))),
      Promise.all(guests.map((g) => claim(hang, three, g))),
    ]);
    for (const [results, quantity, itemId] of [
      [forLast, 1, last],
      [forThree, 3, three],
    ] as const) {
      const won = results.filter((r) => r.status === 201);
      const lost = results.filter((r) => r.status === 409);
      expect(won).toHaveLength(quantity);
      expect(lost).toHaveLength(12 - quantity);
      for (const r of lost) expect(r.body.message).toBe(ALL_CLAIMED);
      const stored = await claimsOn(itemId);
      expect(stored.map((c) => c.responseId).sort()).toEqual(won.map((r) => r.body.responseId).sort());
    }
    console.info(`[bring race] ${process.env.TEST_DB}: 12 × 2 claims → 1 + 3 stored`);
  }, 60_000);

  it("never lets one guest claim twice, however fast they press", async () => {
    const hang = await newHang();
    const chips = await item(hang, "Chips", 5);
    const ana = await answer(hang, "Ana Alba");
    const results = await Promise.all(Array.from({ length: 8 }, () => claim(hang, chips, ana)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(ALREADY_CLAIMED);
    }
    expect(await claimsOn(chips)).toHaveLength(1);
  });
});
