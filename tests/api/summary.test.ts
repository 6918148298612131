// Pages get summaries, not dumps: counts and the first names of each group, the rest a page at a time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_NAMES, NAMES_PAGE_SIZE } from "../../src/shared/summary.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { insertCrowd } from "../support/crowd.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newHang(overrides = {}) {
  const { body } = await t.request("POST", "/api/hangs", hangInput(overrides));
  return body as { id: string; editToken: string };
}

const asHost = (hang: { editToken: string }) => ({ "X-Edit-Token": hang.editToken });

describe("GET /api/hangs/{id}/summary", () => {
  it("counts each slot's groups and names only their first guests, anonymised for guests", async () => {
    const hang = await newHang();
    await insertCrowd(t.ctx.db, hang.id, KEYS, 30);
    const { status, body } = await t.request("GET", `/api/hangs/${hang.id}/summary`);
    expect(status).toBe(200);
    expect(body.total).toBe(30);
    expect(body.counts.yes + body.counts.maybe + body.counts.no).toBe(30);
    const first = body.slots[0];
    expect(first.key).toBe(KEYS[0]);
    expect(first.yes.count + first.maybe.count + first.no.count).toBe(30);
    expect(first.yes.first).toHaveLength(FIRST_NAMES);
    // Guest n answers the first slot with the (n mod 3)th answer: yes for 3, 6, 9…; 7 is private.
    expect(first.yes.first.map((g: { guestName: string }) => g.guestName)).toEqual([
      "Guest 3",
      "Guest 6",
      "Guest 9",
      "Guest 12",
      "Guest 15",
      "Guest 18",
    ]);
    expect(first.maybe.first.map((g: { guestName: string }) => g.guestName)).toContain("Anonymous");
    expect(JSON.stringify(body)).not.toContain("@example.com");
    expect(body.stillWaiting).toBeUndefined();
    expect(body.best).toMatchObject({ key: expect.any(String), yes: expect.any(Number) });
  });

  it("gives the host names, e-mails and who is still to answer", async () => {
    const hang = await newHang();
    await t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "late@example.com" }, asHost(hang));
    await t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "gita@example.com" }, asHost(hang));
    await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput({ isPublic: false }));
    const { body } = await t.request("GET", `/api/hangs/${hang.id}/summary`, undefined, asHost(hang));
    expect(body.slots[0].yes.first).toEqual([
      { id: expect.any(String), guestName: "Gita Guest", guestEmail: "gita@example.com", response: "yes" },
    ]);
    expect(body.stillWaiting).toEqual({ count: 1, emails: ["late@example.com"] });
    expect(body.best).toEqual({ key: KEYS[0], yes: 1, maybe: 0 });
  });

  it("counts an older hang's windows and lists everyone with their overall answer", async () => {
    const windows = ["Saturday, March 6 - All Day", "Sunday, March 7 - All Day"];
    const hang = await newHang({ timeSlots: [], timeWindows: windows });
    const answer = (guestName: string, response: "yes" | "maybe", listed: string[]) =>
      t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({
          guestName,
          guestEmail: `${guestName.toLowerCase()}@example.com`,
          timeSlotAvailability: {},
          response,
          availableTimeWindows: listed,
        }),
      );
    await answer("Ana", "yes", windows);
    await answer("Ben", "yes", [windows[1]!]);
    await answer("Cy", "maybe", []);
    const { body } = await t.request("GET", `/api/hangs/${hang.id}/summary`);
    expect(body.slots).toEqual([]);
    expect(body.best).toBeNull();
    expect(body.counts).toEqual({ yes: 2, maybe: 1, no: 0 });
    expect(body.windows).toEqual([
      { window: windows[0], available: 1, confirmed: 1 },
      { window: windows[1], available: 2, confirmed: 2 },
    ]);
    expect(body.everyone.count).toBe(3);
    expect(body.everyone.first.map((g: { guestName: string }) => g.guestName)).toEqual(["Ana", "Ben", "Cy"]);
  });

  it("keeps the RSVP order as numbers and heads, and tells a guest their place in line", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    await insertCrowd(t.ctx.db, hang.id, [KEYS[0]], 12);
    // Yes answers: guests 3, 6, 9, 12. Capacity 2: 3 and 6 are in, 9 and 12 wait (a Maybe stays Maybe).
    const guest9 = (await t.request("GET", `/api/hangs/${hang.id}/responses`)).body.find(
      (r: { guestName: string }) => r.guestName === "Guest 9",
    );
    const { body } = await t.request("GET", `/api/hangs/${hang.id}/summary?response=${guest9.id}`);
    expect(body.rsvp.confirmed.count).toBe(2);
    expect(body.rsvp.confirmed.first.map((g: { guestName: string }) => g.guestName)).toEqual([
      "Guest 3",
      "Guest 6",
    ]);
    expect(body.rsvp.waitlist.first[0].guestName).toBe("Guest 9");
    // 9 and 12 said yes past capacity (decision 0065: Maybe answers are not in line).
    expect(body.rsvp.waitlist).toMatchObject({ count: 2, heads: 2 });
    expect(body.rsvp.confirmed.heads).toBe(2);
    expect(body.rsvp.key).toBe(KEYS[0]);
    expect(body.slots[0].capacity).toMatchObject({ full: true, spotsLeft: 0 });
    expect(body.waitlistPlace).toBe(1);
  });

  it("is the same size for 100 answers and for 5,000", async () => {
    const small = await newHang();
    const large = await newHang();
    await insertCrowd(t.ctx.db, small.id, KEYS, 100);
    await insertCrowd(t.ctx.db, large.id, KEYS, 5000);
    const sizeOf = async (hang: { id: string; editToken: string }, headers?: Record<string, string>) => {
      const res = await t.raw(`/api/hangs/${hang.id}/summary`, { headers });
      return (await res.arrayBuffer()).byteLength;
    };
    const [guestSmall, guestLarge] = [await sizeOf(small), await sizeOf(large)];
    const [hostSmall, hostLarge] = [await sizeOf(small, asHost(small)), await sizeOf(large, asHost(large))];
    // Only the counts' digits differ.
    expect(Math.abs(guestLarge - guestSmall)).toBeLessThan(40);
    expect(Math.abs(hostLarge - hostSmall)).toBeLessThan(40);
  });
});

describe("paging", () => {
  it("walks one group's names a page at a time, each guest once, ending with no cursor", async () => {
    const hang = await newHang();
    await insertCrowd(t.ctx.db, hang.id, KEYS, 320);
    const { body: summary } = await t.request("GET", `/api/hangs/${hang.id}/summary`);
    const expected = summary.slots[1].no.count;
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const query = new URLSearchParams({ slot: KEYS[1], answer: "no", ...(cursor ? { cursor } : {}) });
      const { status, body } = await t.request("GET", `/api/hangs/${hang.id}/summary/names?${query}`);
      expect(status).toBe(200);
      expect(body.names.length).toBeLessThanOrEqual(NAMES_PAGE_SIZE);
      seen.push(...body.names.map((g: { id: string }) => g.id));
      cursor = body.nextCursor;
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    expect(seen.slice(0, FIRST_NAMES)).toEqual(summary.slots[1].no.first.map((g: { id: string }) => g.id));
  });

  it("pages the spec's full list with a Link to the next page, and refuses a made-up cursor", async () => {
    const hang = await newHang();
    await insertCrowd(t.ctx.db, hang.id, KEYS, 25);
    const first = await t.request("GET", `/api/hangs/${hang.id}/responses?limit=10`);
    expect(first.body).toHaveLength(10);
    const link = first.headers.get("link") ?? "";
    const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
    expect(next).toContain(`/api/hangs/${hang.id}/responses?`);
    const second = await t.request("GET", next!);
    expect(second.body[0].guestName).toBe("Guest 11");
    const all = await t.request("GET", `/api/hangs/${hang.id}/responses`);
    expect(all.body).toHaveLength(25);
    expect(all.headers.get("link")).toBeNull();

    const bad = await t.request("GET", `/api/hangs/${hang.id}/responses?cursor=nonsense`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ cursor: "Invalid cursor" });
    const tooMany = await t.request("GET", `/api/hangs/${hang.id}/responses?limit=5000`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("limit must be at most 1000");
  });
});
