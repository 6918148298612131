// A hang's link pasted into a messenger: the page is served with its own title and Open Graph and
// Twitter card tags (name, host's first name, vibe, dates), escaped, with nothing private, and a
// cancelled hang previews as cancelled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await t.raw(path, { headers });
  return { status: res.status, html: await res.text() };
}

function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\s*/?>`, "g");
  return [...html.matchAll(pattern)].map((m) => m[1]!);
}

describe("link previews", () => {
  it("names the hang, the host's first name, the vibe and the dates, escaped, and nothing private", async () => {
    const created = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ name: `Tacos & "friends" <b>`, vibe: "game-night", hostName: "Hana Host" }),
    );
    const { status, html } = await page(`/hang/${created.body.id}`);
    expect(status).toBe(200);
    const title = "Tacos &amp; &quot;friends&quot; &lt;b&gt;";
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title} · Hangs</title>`);
    expect(meta(html, "og:title")).toEqual([title]);
    expect(meta(html, "twitter:title")).toEqual([title]);
    expect(meta(html, "twitter:card")).toEqual(["summary_large_image"]);
    const description =
      "Hana invites you: Game Night 🎲. Which times work for you? Fri, Mar 5 or Sat, Mar 6.";
    expect(meta(html, "og:description")).toEqual([description]);
    expect(meta(html, "description")).toEqual([description]);
    expect(meta(html, "og:url")[0]).toMatch(new RegExp(`/hang/${created.body.id}$`));
    // The preview names the host by first name; the page's first screen shows what the guest page
    // shows anyone ("Hosted by Hana Host"), and neither shows the e-mail or the edit token.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("Hana Host");
    expect(html).not.toMatch(/hana@example\.com|<b>/);
    expect(html).not.toContain(created.body.editToken);
  });

  it("is in the hang's language for a messenger that asks for none, else in the one asked for", async () => {
    const created = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ vibe: "game-night", hostName: "Hana Host" }),
      { "Accept-Language": "de" },
    );
    const german =
      "Hana lädt dich ein: Spieleabend 🎲. Welche Zeiten passen dir? Fr., 5. März oder Sa., 6. März.";
    expect(meta((await page(`/hang/${created.body.id}`)).html, "og:description")).toEqual([german]);
    const spanish = await page(`/hang/${created.body.id}`, { "Accept-Language": "es-MX,es;q=0.9" });
    expect(meta(spanish.html, "og:description")).toEqual([
      "Hana te invita: Noche de juegos 🎲. ¿Qué horarios te vienen bien? vie, 5 mar o sáb, 6 mar.",
    ]);
  });

  it("previews a cancelled hang as cancelled", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput({ name: "Picnic" }));
    const cancel = await t.request(
      "POST",
      `/api/hangs/${created.body.id}/cancel`,
      { reason: "Rain" },
      { "X-Edit-Token": created.body.editToken },
    );
    expect(cancel.status).toBe(200);
    const { html } = await page(`/hang/${created.body.id}`);
    expect(meta(html, "og:title")).toEqual(["[CANCELLED] Picnic"]);
    expect(meta(html, "og:description")[0]).toContain("cancelled");
    expect(html).not.toContain("Rain");
  });

  it("keeps the product's own description on other pages and unknown hangs, which say they are not there", async () => {
    for (const [path, status, title] of [
      ["/", 200, "Hangs"],
      ["/hang/00000000-0000-4000-8000-000000000000", 404, "Hang not found · Hangs"],
    ] as const) {
      const res = await page(path);
      expect(res.status).toBe(status);
      expect(res.html).toContain(`<title>${title}</title>`);
      expect(meta(res.html, "og:title")).toEqual([]);
      expect(meta(res.html, "description")).toEqual([
        "Float a casual get-together, collect availability, lock it in.",
      ]);
    }
  });
});
