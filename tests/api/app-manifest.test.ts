// GET /manifest.webmanifest: a web app manifest in the browser's language (the footer's cookie
// first), revalidated by ETag on each use. (That Chromium installs from it is tests/e2e/installable-app.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const manifestIn = async (headers: Record<string, string>) => {
  const res = await t.fetch("/manifest.webmanifest", { headers });
  expect(res.status).toBe(200);
  return { res, manifest: await res.json() };
};

describe("the web app manifest", () => {
  it("says what installing needs, in each language Hangs speaks", async () => {
    const descriptions = new Set<string>();
    for (const lang of ["en", "es", "de"]) {
      const { res, manifest } = await manifestIn({ "Accept-Language": lang });
      expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=UTF-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("vary")).toContain("Accept-Language");
      expect(manifest).toMatchObject({
        id: "/",
        name: "Hangs",
        short_name: "Hangs",
        lang,
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#c2410c",
        background_color: "#fffaf5",
      });
      expect(manifest.icons).toEqual([
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]);
      descriptions.add(manifest.description);
    }
    // Each language its own words: no English left in Spanish or German.
    expect(descriptions.size).toBe(3);
  });

  it("follows the footer's choice over the browser's, and answers 304 to a copy that is current", async () => {
    const { res, manifest } = await manifestIn({ "Accept-Language": "es", Cookie: "hangs-lang=de" });
    expect(manifest.lang).toBe("de");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await t.fetch("/manifest.webmanifest", {
      headers: { "Accept-Language": "es", Cookie: "hangs-lang=de", "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    const spanish = await t.fetch("/manifest.webmanifest", {
      headers: { "Accept-Language": "es", "If-None-Match": etag! },
    });
    expect(spanish.status).toBe(200);
  });
});
