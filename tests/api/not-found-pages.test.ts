// Pages that are not there answer 404, with the card the app shows for them in the HTML itself, so a
// scanner, a monitor or a link preview that reads the page without running it sees the truth: a
// hang's page for a hang that does not exist, and /admin for anyone but an admin, like a path the app
// has no route for. What is there still answers 200.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type AdminApp, startAdminApp } from "../support/admin-app.ts";
import { hangInput } from "../support/factories.ts";

let a: AdminApp;
beforeAll(async () => {
  a = await startAdminApp({ runWorkers: false });
});
afterAll(() => a?.close());

const MISSING = "00000000-0000-4000-8000-000000000000";
const PAGE_NOT_FOUND = [
  "Page not found · Hangs",
  "404 Page Not Found",
  "Did you forget to add the page to the router?",
];
const HANG_NOT_FOUND = [
  "Hang not found · Hangs",
  "Hang not found",
  "This hang doesn't exist or has been removed.",
];

/** A page as whatever reads it without running it: its status, title and the text in #root. */
async function page(path: string, cookie?: string) {
  const res = await a.t.raw(path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const text = (markup: string) =>
    markup
      .replace(/<[^>]*>/g, " ")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ")
      .trim();
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    vary: res.headers.get("vary"),
    title: text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    shown: text(html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"))),
  };
}

/** Status, title and whether each of the card's texts is shown. */
async function notFound(path: string, card: string[], cookie?: string) {
  const { status, title, shown } = await page(path, cookie);
  const [cardTitle, heading, text] = card;
  return {
    path,
    status,
    title: title === cardTitle,
    heading: shown.includes(heading!),
    text: shown.includes(text!),
  };
}
const expected = (path: string) => ({ path, status: 404, title: true, heading: true, text: true });

describe("a hang that does not exist", () => {
  it("answers 404 on its page with the hang page's not-found card", async () => {
    for (const path of [
      `/hang/${MISSING}`,
      `/hang/${MISSING}/`,
      "/hang/not-an-id",
      `/hang/${MISSING}?host=true`,
    ]) {
      expect(await notFound(path, HANG_NOT_FOUND)).toEqual(expected(path));
    }
    const res = await page(`/hang/${MISSING}`);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.vary).toContain("Cookie");
  });

  it("says so as the cancellation e-mail of a deleted hang asks, still with 404", async () => {
    const path = `/hang/${MISSING}?cancelled=1`;
    const deleted = [
      "Hang Cancelled · Hangs",
      "Hang Cancelled",
      "The host cancelled this hang and deleted it",
    ];
    expect(await notFound(path, deleted)).toEqual(expected(path));
  });

  it("answers 404 on its edit and cancel pages, and on any path below its page", async () => {
    for (const path of [
      `/edit/${MISSING}?token=${MISSING}`,
      `/edit/${MISSING}`,
      `/cancel/${MISSING}?token=${MISSING}`,
      "/cancel/nope",
      `/hang/${MISSING}/edit`,
      `/hang/${MISSING}/cancel`,
    ]) {
      expect(await notFound(path, PAGE_NOT_FOUND)).toEqual(expected(path));
    }
  });

  it("a hang that exists answers 200 on each of its pages, with no not-found card", async () => {
    const created = await a.t.request("POST", "/api/hangs", hangInput({ name: "Board games" }));
    expect(created.status).toBe(201);
    const { id, editToken } = created.body as { id: string; editToken: string };
    for (const path of [
      `/hang/${id}`,
      `/hang/${id}?host=true`,
      `/edit/${id}?token=${editToken}`,
      `/cancel/${id}?token=${editToken}`,
      // Without the token the page is still there: it says what is missing itself.
      `/edit/${id}`,
    ]) {
      const res = await page(path);
      const title = path.startsWith("/hang") ? "Board games · Hangs" : "Hangs";
      expect([path, res.status, res.title]).toEqual([path, 200, title]);
      expect(res.shown, path).not.toContain("not found");
      expect(res.shown, path).not.toContain("404");
    }
  });
});

describe("/admin", () => {
  it("answers 404 with the not-found card to anyone but an admin", async () => {
    const bob = await a.signIn("bob@example.com");
    // Ada's address, but her provider does not vouch for it: not an admin.
    const unverified = await a.signIn(ADMIN, { sub: "someone-else", email_verified: false });
    for (const [who, cookie] of [
      ["signed out", undefined],
      ["a signed-in person", bob],
      ["an unverified admin address", unverified],
    ] as const) {
      for (const path of ["/admin", "/admin/"]) {
        expect({ who, ...(await notFound(path, PAGE_NOT_FOUND, cookie)) }).toEqual({
          who,
          ...expected(path),
        });
      }
    }
  });

  it("answers 200 with the admin page's code to an admin", async () => {
    const admin = await a.signIn(ADMIN);
    const res = await page("/admin", admin);
    expect([res.status, res.title, res.shown]).toEqual([200, "Hangs", ""]);
    expect(res.vary).toContain("Cookie");
  });
});

describe("a path the app has no page for", () => {
  it("answers 404 with the not-found card in the HTML", async () => {
    for (const path of ["/no/such/page", "/hangs", "/admin/people"]) {
      expect(await notFound(path, PAGE_NOT_FOUND)).toEqual(expected(path));
    }
  });

  it("draws the card in the page's language", async () => {
    const spanish = [
      "Página no encontrada · Hangs",
      "404 Página no encontrada",
      "¿Olvidaste añadir la página",
    ];
    const res = await a.t.raw("/no/such/page", { headers: { "accept-language": "es" } });
    const hang = await a.t.raw(`/hang/${MISSING}`, { headers: { "accept-language": "es" } });
    const html = await res.text();
    expect([res.status, hang.status]).toEqual([404, 404]);
    expect(html).toContain('<html lang="es">');
    for (const words of spanish) expect(html).toContain(words);
    expect(await hang.text()).toContain("Esta quedada no existe o se ha eliminado.");
  });
});
