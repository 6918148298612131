// The guest list as a file (issue 48, item 5): GET /api/hangs/{id}/guests.csv gives the host a
// UTF-8 CSV with a byte-order mark, one line per answer in RSVP order, no cell a spreadsheet would
// run as a formula, readable by Python's csv module with accents intact. Nobody else gets it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
const ORIGIN = "http://localhost:5000";
const dir = mkdtempSync(join(tmpdir(), "guest-list-"));

beforeAll(async () => {
  t = await startTestApp({ runWorkers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The file as Python's csv module reads it (utf-8-sig drops the byte-order mark). */
function readWithPython(bytes: Uint8Array): string[][] {
  const file = join(dir, `list-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, bytes);
  const script = [
    "import csv, json, sys",
    "with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:",
    "    print(json.dumps(list(csv.reader(f)), ensure_ascii=True))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script, file], { encoding: "utf8" }));
}

interface Hang {
  id: string;
  editToken: string;
  questions: { id: string }[];
}

async function newHang(overrides: Record<string, unknown> = {}) {
  const res = await t.request(
    "POST",
    "/api/hangs",
    hangInput({
      name: "Crêpes & café: Zoë's",
      plusOnesAllowed: 2,
      questions: [
        { kind: "text", label: "Dietary needs" },
        { kind: "choice", label: "Drink", options: ["Tea", "Coffee"], visibility: "everyone" },
      ],
      ...overrides,
    } as never),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Hang;
}

async function answer(hang: Hang, body: Record<string, unknown>) {
  const res = await t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput(body as never));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

const download = (hang: Hang, headers: Record<string, string> = { "X-Edit-Token": hang.editToken }) =>
  t.raw(`/api/hangs/${hang.id}/guests.csv`, { headers });

describe("GET /api/hangs/{id}/guests.csv", () => {
  it("gives the host every answer, formulas made inert, and Python reads it back with its accents", async () => {
    const hang = await newHang();
    const [diet, drink] = hang.questions as [{ id: string }, { id: string }];
    const jose = await answer(hang, {
      guestName: "José Ñúñez",
      guestEmail: "jose@example.com",
      timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "maybe" },
      plusOnes: 2,
      plusOneNames: ["Zoë", "Åsa"],
      questionAnswers: { [diet.id]: '=HYPERLINK("x")', [drink.id]: "Tea" },
    });
    await answer(hang, {
      guestName: "+1 Caller",
      guestEmail: "caller@example.com",
      timeSlotAvailability: { [KEYS[0]]: "no", [KEYS[1]]: "yes" },
      questionAnswers: { [diet.id]: '@SUM(A1:A2), "quoted"\nsecond line', [drink.id]: "Coffee" },
    });
    await answer(hang, {
      guestName: "-minus\tTabbed",
      guestEmail: "minus@example.com",
      timeSlotAvailability: { [KEYS[0]]: "maybe" },
      questionAnswers: { [drink.id]: "Tea" },
    });
    // José brings the chips.
    const item = await t.request(
      "POST",
      `/api/hangs/${hang.id}/bring-items`,
      { name: "Chips", quantity: 2 },
      { "X-Edit-Token": hang.editToken, origin: ORIGIN },
    );
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const claim = await t.request(
      "POST",
      `/api/hangs/${hang.id}/bring-items/${item.body.id}/claims`,
      { responseId: jose.id },
      { "X-Response-Secret": jose.secret, origin: ORIGIN },
    );
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);

    const res = await download(hang);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="crepes-cafe-zoes-guest-list.csv"; filename*=UTF-8''${encodeURIComponent("Crêpes & café: Zoë's - guest-list.csv")}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = readWithPython(bytes);
    expect(rows[0]).toEqual([
      "Name",
      "E-mail",
      "Friday, March 5 - 6:00 PM to 7:30 PM",
      "Saturday, March 6 - 10:00 AM to 12:00 PM",
      "Party size",
      "Guests' names",
      "Waitlist place",
      "Dietary needs",
      "Drink",
      "Bringing",
      "Added by the host",
      "Answered at",
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, -1))).toEqual([
      [
        "José Ñúñez",
        "jose@example.com",
        "Yes",
        "Maybe",
        "3",
        "Zoë; Åsa",
        "",
        `'=HYPERLINK("x")`,
        "Tea",
        "Chips",
        "",
      ],
      [
        "'+1 Caller",
        "caller@example.com",
        "No",
        "Yes",
        "1",
        "",
        "",
        '\'@SUM(A1:A2), "quoted"\nsecond line',
        "Coffee",
        "",
        "",
      ],
      ["'-minus\tTabbed", "minus@example.com", "Maybe", "", "1", "", "", "", "Tea", "", ""],
    ]);
    // Answered at: an ISO instant.
    for (const row of rows.slice(1)) expect(new Date(row.at(-1)!).toISOString()).toBe(row.at(-1));
    // No cell of the file starts a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("takes the token as ?token= too, heads the times in the host's language, and streams gzip when asked", async () => {
    const hang = await newHang({ name: "Grillen", questions: [] });
    await answer(hang, { guestName: "Jörg", guestEmail: "joerg@example.com" });
    const res = await t.raw(`/api/hangs/${hang.id}/guests.csv?token=${hang.editToken}`, {
      headers: { "Accept-Language": "de", "Accept-Encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const rows = readWithPython(gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(rows[0]!.slice(0, 4)).toEqual([
      "Name",
      "E-Mail",
      "Freitag, 5. März, 18:00–19:30 Uhr",
      "Samstag, 6. März, 10:00–12:00 Uhr",
    ]);
    expect(rows[1]!.slice(0, 4)).toEqual(["Jörg", "joerg@example.com", "Ja", "Nein"]);
  });

  it("gives each waiting party its place in line, by the one rule for who is coming", async () => {
    const hang = await newHang({ maxCapacity: 2, questions: [] });
    const friday = { [KEYS[0]]: "yes", [KEYS[1]]: "no" };
    await answer(hang, { guestName: "Ana", guestEmail: "ana@example.com", timeSlotAvailability: friday });
    await answer(hang, { guestName: "Ben", guestEmail: "ben@example.com", timeSlotAvailability: friday });
    for (const name of ["Cy", "Dee"]) {
      await answer(hang, {
        guestName: name,
        guestEmail: `${name.toLowerCase()}@example.com`,
        timeSlotAvailability: friday,
        waitlist: true,
      });
    }
    const rows = readWithPython(new Uint8Array(await (await download(hang)).arrayBuffer()));
    const place = rows[0]!.indexOf("Waitlist place");
    expect(rows.slice(1).map((row) => [row[0], row[place]])).toEqual([
      ["Ana", ""],
      ["Ben", ""],
      ["Cy", "1"],
      ["Dee", "2"],
    ]);
  });

  it("gives the file to nobody but the host", async () => {
    const hang = await newHang();
    const guest = await answer(hang, { guestName: "Gita", guestEmail: "gita@example.com" });
    expect((await download(hang, {})).status).toBe(403);
    expect((await download(hang, { "X-Edit-Token": crypto.randomUUID() })).status).toBe(403);
    expect((await download(hang, { "X-Response-Secret": guest.secret })).status).toBe(403);
    const other = await newHang();
    expect((await download(hang, { "X-Edit-Token": other.editToken })).status).toBe(403);
    const missing = await t.raw(`/api/hangs/${crypto.randomUUID()}/guests.csv?token=${hang.editToken}`);
    expect(missing.status).toBe(404);
    const refused = await download(hang, {});
    expect((await refused.json()).message).toBe("Only the host can download the guest list.");
  });

  it("writes an empty hang as its header alone", async () => {
    const hang = await newHang({ questions: [] });
    const rows = readWithPython(new Uint8Array(await (await download(hang)).arrayBuffer()));
    expect(rows).toHaveLength(1);
  });
});
