// A hang's link pasted into a group chat shows a large card: the page names a 1200×630 PNG drawn for
// that hang (vibe, name, when, host) in the preview's language, at an address that changes when the
// hang does, cached for good, and og:locale and <html lang> say the preview's language.
import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findHang } from "../../src/server/features/hangs/queries.ts";
import { type CardNode, cardLayout } from "../../src/server/features/link-preview/card-layout.ts";
import { cardTexts, previewCard } from "../../src/server/features/link-preview/card-text.ts";
import { mailWords } from "../../src/server/mail/words.ts";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

const MISSING = "00000000-0000-4000-8000-000000000000";

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await t.raw(path, { headers });
  return { status: res.status, html: await res.text() };
}

/** A meta tag's values, as a parser reads them (the page escapes "&" in addresses). */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\s*/?>`, "g");
  return [...html.matchAll(pattern)].map((m) =>
    m[1]!.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
  );
}

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** The image's address as a messenger would fetch it: path and query on this server. */
function imagePath(html: string): string {
  const [url] = meta(html, "og:image");
  expect(url).toBeDefined();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

/** GET `path` over a loopback socket. */
async function overHttp(path: string) {
  let answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | undefined;
  await overSocket(t, async (port) => {
    answer = await new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers: { host: "localhost" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    });
  });
  return answer!;
}

/** Width and height from the PNG's signature and IHDR chunk: the file is a real PNG of that size. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function createHang(overrides: Parameters<typeof hangInput>[0] = {}, language = "en") {
  const res = await t.request("POST", "/api/hangs", hangInput(overrides), { "Accept-Language": language });
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

/** Every string the layout draws (the emoji is a picture, named by the card's texts). */
function drawnStrings(node: CardNode | string): string[] {
  if (typeof node === "string") return [node];
  const children = node.props.children;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(drawnStrings);
}

describe("the link preview's image tags", () => {
  it("name a large image of the hang, in English, with og:locale and lang in English", async () => {
    const hang = await createHang({ name: "Tacos & friends", vibe: "game-night" });
    const { status, html } = await page(`/hang/${hang.id}`, { "Accept-Language": "en-US,en;q=0.9" });
    expect(status).toBe(200);
    const [image] = meta(html, "og:image");
    expect(image).toMatch(
      new RegExp(`^${t.ctx.config.publicUrl}/hang/${hang.id}/preview\\.png\\?lang=en&v=[\\w-]{16}$`),
    );
    expect(meta(html, "twitter:image")).toEqual([image]);
    expect(meta(html, "og:image:type")).toEqual(["image/png"]);
    expect(meta(html, "og:image:width")).toEqual(["1200"]);
    expect(meta(html, "og:image:height")).toEqual(["630"]);
    const alt =
      "Invitation card: Tacos & friends. Hana invites you: Game Night 🎲. Which times work for you? Fri, Mar 5 or Sat, Mar 6.";
    expect(meta(html, "og:image:alt")).toEqual([alt]);
    expect(meta(html, "twitter:image:alt")).toEqual([alt]);
    expect(meta(html, "twitter:card")).toEqual(["summary_large_image"]);
    expect(meta(html, "og:locale")).toEqual(["en_US"]);
    expect(langOf(html)).toBe("en");
  });

  it("are in German for a German reader, and for a messenger (which asks for no language) of a German hang", async () => {
    const hang = await createHang({ vibe: "game-night" }, "de");
    const germanReader: Record<string, string> = { "Accept-Language": "de-DE,de;q=0.9" };
    for (const headers of [germanReader, {}]) {
      const { html } = await page(`/hang/${hang.id}`, headers);
      expect(meta(html, "og:image")[0]).toContain("/preview.png?lang=de&v=");
      expect(meta(html, "og:image:alt")).toEqual([
        "Einladungskarte: Friday coffee. Hana lädt dich ein: Spieleabend 🎲. Welche Zeiten passen dir? Fr., 5. März oder Sa., 6. März.",
      ]);
      expect(meta(html, "og:locale")).toEqual(["de_DE"]);
      expect(langOf(html)).toBe("de");
    }
    // A Spanish reader of the same hang gets all of it in Spanish.
    const spanish = await page(`/hang/${hang.id}`, { "Accept-Language": "es" });
    expect([meta(spanish.html, "og:locale")[0], langOf(spanish.html)]).toEqual(["es_ES", "es"]);
    expect(meta(spanish.html, "og:image")[0]).toContain("lang=es&v=");
  });

  it("give the product's pages an og:locale matching their lang, and no image", async () => {
    for (const [language, locale] of [
      ["en", "en_US"],
      ["es", "es_ES"],
      ["de", "de_DE"],
    ] as const) {
      const { status, html } = await page("/", { "Accept-Language": language });
      expect(status).toBe(200);
      expect([langOf(html), meta(html, "og:locale")]).toEqual([language, [locale]]);
      expect(meta(html, "og:image")).toEqual([]);
    }
  });

  it("answer an unknown hang's page with 404 and the not-found preview, not a hang's or the product's", async () => {
    const { status, html } = await page(`/hang/${MISSING}`);
    expect(status).toBe(404);
    expect(html).toContain("<title>Hang not found · Hangs</title>");
    expect(meta(html, "og:title")).toEqual([]);
    expect(meta(html, "og:image")).toEqual([]);
    expect(meta(html, "twitter:card")).toEqual([]);
    expect(meta(html, "og:locale")).toEqual(["en_US"]);
  });
});

describe("the link preview's image", () => {
  it("is a 1200×630 PNG, drawn without the network, cached for good under its address", async () => {
    const hang = await createHang({ name: "Board games at Hana's", vibe: "game-night" });
    const path = imagePath((await page(`/hang/${hang.id}`)).html);
    // Fonts, emoji and the renderer itself come from this machine: any download would throw here.
    vi.stubGlobal("fetch", () => {
      throw new Error("no network while drawing");
    });
    // Over a real socket, as a messenger's fetcher reads it (the security headers are set on Node's
    // own response there).
    const res = await overHttp(path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Web messengers show it on their own origins.
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const etag = res.headers.etag;
    expect(etag).toBe(`"${new URL(path, "http://x").searchParams.get("v")}"`);
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });

    // The whole group opening the link at once: one drawing, the same bytes for everyone.
    const burst = await Promise.all([1, 2, 3].map(() => t.raw(path).then((r) => r.arrayBuffer())));
    expect(new Set(burst.map((bytes) => Buffer.from(bytes).toString("base64"))).size).toBe(1);

    const again = await t.raw(path, { headers: { "If-None-Match": etag as string } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
  });

  it("gets a new address when the hang changes, or in another language; the old one is revalidated", async () => {
    const hang = await createHang({ name: "Picnic", vibe: "picnic" });
    const before = imagePath((await page(`/hang/${hang.id}`)).html);
    const german = imagePath((await page(`/hang/${hang.id}`, { "Accept-Language": "de" })).html);
    expect(german).not.toBe(before);

    const renamed = await t.request("PUT", `/api/hangs/${hang.id}/edit?token=${hang.editToken}`, {
      name: "Picnic in the park",
    });
    expect(renamed.status).toBe(200);
    const afterRename = imagePath((await page(`/hang/${hang.id}`)).html);
    expect(afterRename).not.toBe(before);

    const locked = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-06T10:00" },
      { "X-Edit-Token": hang.editToken },
    );
    expect(locked.status).toBe(200);
    const afterLock = imagePath((await page(`/hang/${hang.id}`)).html);
    expect(afterLock).not.toBe(afterRename);

    // An address from before the change shows today's image, but no cache may keep it for good.
    const stale = await t.raw(before);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(stale.headers.get("ETag")).toBe(`"${new URL(afterLock, "http://x").searchParams.get("v")}"`);
  });

  it("answers 404 for a hang that is not there", async () => {
    for (const path of [`/hang/${MISSING}/preview.png?lang=en&v=abc`, "/hang/not-an-id/preview.png"]) {
      const res = await t.raw(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).not.toBe("image/png");
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("says a cancelled hang is cancelled, without its dates or reason", async () => {
    const hang = await createHang({ name: "Beach day", vibe: "beach-day" });
    const cancel = await t.request(
      "POST",
      `/api/hangs/${hang.id}/cancel`,
      { reason: "Storm warning" },
      { "X-Edit-Token": hang.editToken },
    );
    expect(cancel.status).toBe(200);
    const path = imagePath((await page(`/hang/${hang.id}`)).html);
    const res = await t.raw(path);
    expect(res.status).toBe(200);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const card = previewCard(mailWords("en"), (await findHang(t.ctx.db, hang.id))!);
    expect(cardTexts(card)).toEqual(["Cancelled", "🏖️", "Beach Day", "Beach day", "Hosted by Hana"]);
  });
});

describe("what the image draws", () => {
  it("is the vibe, the name, when and the host's first name, in the preview's language, and nothing private", async () => {
    const hang = await createHang(
      {
        name: "Spieleabend",
        vibe: "Karaoke mit Nachbarn",
        location: "Hauptstraße 5, 10115 Berlin",
        locationName: "Hana's flat",
        hostName: "Hana Host",
        hostEmail: "hana@example.com",
      },
      "de",
    );
    const answer = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Gita Guest", guestEmail: "gita@example.com" }),
    );
    expect(answer.status).toBe(201);
    const row = (await findHang(t.ctx.db, hang.id))!;

    const german = previewCard(mailWords("de"), row);
    expect(cardTexts(german)).toEqual([
      "2 Termine vorgeschlagen",
      "✨",
      "Karaoke mit Nachbarn",
      "Spieleabend",
      "Fr., 5. März oder Sa., 6. März",
      "Gastgeber: Hana",
    ]);
    const english = previewCard(mailWords("en"), row);
    expect(cardTexts(english)).toEqual([
      "2 times proposed",
      "✨",
      "Karaoke mit Nachbarn",
      "Spieleabend",
      "Fri, Mar 5 or Sat, Mar 6",
      "Hosted by Hana",
    ]);

    // The layout draws exactly the card's texts (the emoji as a picture), no other string.
    const picture = "data:image/svg+xml;base64,";
    const layout = cardLayout(german, { logo: picture, calendar: picture, emoji: picture });
    expect(drawnStrings(layout).filter((s) => s !== "Hangs")).toEqual(
      cardTexts(german).filter((s) => s !== german.emoji),
    );
    const drawn = [...cardTexts(german), ...cardTexts(english)].join("\n");
    for (const secret of [
      "Gita",
      "gita@example.com",
      "hana@example.com",
      "Hana Host",
      "Hauptstraße",
      "Berlin",
      "Hana's flat",
      hang.editToken,
    ]) {
      expect(drawn, secret).not.toContain(secret);
    }
  });

  it("shows a locked-in hang's final time and that it's on", async () => {
    const hang = await createHang({ name: "Brunch", vibe: "brunch", hostTimezone: "Europe/Berlin" });
    const locked = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-06T10:00" },
      { "X-Edit-Token": hang.editToken },
    );
    expect(locked.status).toBe(200);
    const card = previewCard(mailWords("en"), (await findHang(t.ctx.db, hang.id))!);
    expect(cardTexts(card)).toEqual([
      "It's on",
      "🥞",
      "Brunch",
      "Brunch",
      "Saturday, Mar 6, 10:00 AM GMT+1",
      "Hosted by Hana",
    ]);
  });
});
