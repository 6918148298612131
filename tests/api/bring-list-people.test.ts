// The bring list around the people in it: open pages hear of every change (kinds and ids only),
// "It's on" and the reminders tell each guest what they are bringing (in their language, escaped),
// a signed-in guest claims with their session, and their data export and account deletion include
// their claims.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bringClaims, hangs } from "../../src/server/db/schema.ts";
import { mailReads } from "../../src/server/features/mail-reads.ts";
import { composeMail } from "../../src/server/mail/compose.ts";
import { mailJob } from "../../src/server/mail/mail-job.ts";
import type { TestApp } from "../support/app.ts";
import { devMailTo } from "../support/dev-mailbox.ts";
import { readEventStream } from "../support/event-stream.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
let issuer: TestIssuer;
let t: TestApp;
signedInAppForFile((app, started) => {
  t = app;
  issuer = started;
});

type Headers = Record<string, string>;
interface Hang {
  id: string;
  editToken: string;
}

const req = (method: string, path: string, body?: unknown, headers: Headers = {}) =>
  t.request(method, path, body, { origin: ORIGIN, ...headers });

async function newHang(): Promise<Hang> {
  return (await req("POST", "/api/hangs", hangInput())).body;
}

async function answer(hang: Hang, name: string, email: string, headers: Headers = {}) {
  const res = await req(
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: name, guestEmail: email }),
    headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

async function item(hang: Hang, name: string, quantity = 1) {
  const res = await req(
    "POST",
    `/api/hangs/${hang.id}/bring-items`,
    { name, quantity },
    {
      "X-Edit-Token": hang.editToken,
    },
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const claim = (hang: Hang, itemId: string, responseId: string, headers: Headers) =>
  req("POST", `/api/hangs/${hang.id}/bring-items/${itemId}/claims`, { responseId }, headers);

async function signIn(sub: string, email: string): Promise<Headers> {
  const idToken = await issuer.idToken({ sub, email, given_name: "Sia", family_name: "Signed" });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers) };
}

const mailTo = (to: string, subject: string) => devMailTo(t.ctx.db, to, subject);

describe("live pages", () => {
  it("hear of items and claims as a kind and the hang's id, nothing more", async () => {
    const hang = await newHang();
    const ana = await answer(hang, "Ana Alba", "ana-live@example.com");
    const stream = await readEventStream(await t.fetch(`/api/hangs/${hang.id}/events`));
    const chips = await item(hang, "Chips");
    await stream.waitFor((e) => e.data.includes("bring-list-changed"));
    const from = stream.events.length;
    expect((await claim(hang, chips, ana.id, { "X-Response-Secret": ana.secret })).status).toBe(201);
    const event = await stream.waitFor((e) => e.data.includes("bring-list-changed"), 5_000, from);
    expect(JSON.parse(event.data)).toEqual({ hangId: hang.id, kind: "bring-list-changed" });
    expect(stream.raw()).not.toMatch(/Chips|Ana|ana-live|secret/i);
    await stream.close();
  });
});

describe("mail about the locked-in hang", () => {
  it("tells each guest what they are bringing, in their language, escaped", async () => {
    const hang = await newHang();
    const dip = await item(hang, "Chips & <Dip>");
    const cups = await item(hang, "Cups", 2);
    const ana = await answer(hang, "Ana Alba", "ana-mail@example.com", { "Accept-Language": "es" });
    await answer(hang, "Ben Bo", "ben-mail@example.com");
    for (const itemId of [dip, cups]) {
      expect((await claim(hang, itemId, ana.id, { "X-Response-Secret": ana.secret })).status).toBe(201);
    }
    const locked = await req(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-05T18:00" },
      {
        "X-Edit-Token": hang.editToken,
      },
    );
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);

    const anas = await mailTo("ana-mail@example.com", "¡Es un hecho!");
    expect(anas.text).toContain("Tú llevas: Chips & <Dip>, Cups");
    expect(anas.html).toContain("Chips &amp; &lt;Dip&gt;, Cups");
    expect(anas.html).not.toContain("<Dip>");
    const bens = await mailTo("ben-mail@example.com", "It's on:");
    expect(bens.text).not.toMatch(/bringing/i);

    // A reminder is composed the same way when it wakes: from the claims as they are then.
    const [{ version }] = (await t.ctx.db
      .select({ version: hangs.version })
      .from(hangs)
      .where(eq(hangs.id, hang.id))) as [{ version: number }];
    const compose = composeMail({ read: mailReads(t.ctx.db), publicUrl: ORIGIN, secrets: t.ctx.secrets });
    const reminder = await compose(
      mailJob("reminder", hang.id, "ana-mail@example.com", `${version}:1_day`),
      new Map(),
    );
    expect(reminder?.text).toContain("Tú llevas: Chips & <Dip>, Cups");
    const toBen = await compose(
      mailJob("reminder", hang.id, "ben-mail@example.com", `${version}:1_day`),
      new Map(),
    );
    expect(toBen?.text).toBeDefined();
    expect(toBen?.text).not.toMatch(/bringing/i);
  });
});

describe("a signed-in guest", () => {
  it("claims with their session, finds the claim in their export, and deleting the account releases it", async () => {
    const hang = await newHang();
    const cake = await item(hang, "Cake");
    const session = await signIn("sia-1", "sia@example.com");
    const sia = await answer(hang, "Sia Signed", "sia@example.com", session);
    // No secret: the session with the answer's (verified) address proves it.
    expect((await claim(hang, cake, sia.id, session)).status).toBe(201);
    // The same answer id from a browser without the session proves nothing.
    expect((await claim(hang, cake, sia.id, {})).status).toBe(403);

    const exported = await req("GET", "/api/user/export", undefined, session);
    expect(exported.status).toBe(200);
    expect(exported.body.bringing).toEqual([
      expect.objectContaining({ hangId: hang.id, hangName: "Friday coffee", item: "Cake", quantity: 1 }),
    ]);

    const deleted = await req("DELETE", "/api/user", { confirm: "DELETE" }, session);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.ctx.db.select().from(bringClaims).where(eq(bringClaims.itemId, cake))).toEqual([]);
    const listed = await req("GET", `/api/hangs/${hang.id}/bring-items`);
    expect(listed.body).toEqual([{ id: cake, name: "Cake", quantity: 1, claims: [] }]);
  });
});
