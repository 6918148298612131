import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const parts = (hang: object, locale = "en") => ({
  hang,
  locale,
  theme: undefined,
  pathname: "/hang/x",
  search: "",
});

describe("PageCache", () => {
  it("draws a page once per version of the hang, language and minute", async () => {
    let now = Date.UTC(2027, 2, 5, 12, 0, 0);
    const cache = new PageCache(() => now);
    let draws = 0;
    const draw = async () => `<p>page ${++draws}</p>`;
    const hang = { id: "h", name: "Tacos", updatedAt: new Date(now) };

    expect((await cache.get(parts(hang), draw))?.html).toBe("<p>page 1</p>");
    expect((await cache.get(parts({ ...hang }), draw))?.html).toBe("<p>page 1</p>");
    expect((await cache.get(parts({ ...hang, name: "Tacos!" }), draw))?.html).toBe("<p>page 2</p>");
    expect((await cache.get(parts(hang, "de"), draw))?.html).toBe("<p>page 3</p>");
    now += 60_000;
    expect((await cache.get(parts(hang), draw))?.html).toBe("<p>page 4</p>");
  });

  it("keeps the most recently used pages up to its size", async () => {
    const cache = new PageCache(Date.now, 2);
    let draws = 0;
    const draw = async () => `<p>${++draws}</p>`;
    await cache.get(parts({ id: "a" }), draw);
    await cache.get(parts({ id: "b" }), draw);
    await cache.get(parts({ id: "a" }), draw);
    await cache.get(parts({ id: "c" }), draw);
    expect(cache.size).toBe(2);
    expect((await cache.get(parts({ id: "a" }), draw))?.html).toBe("<p>1</p>");
    expect((await cache.get(parts({ id: "b" }), draw))?.html).toBe("<p>4</p>");
  });

  it("keeps nothing when there is nothing to draw, and encodes a kept page once per encoding", async () => {
    const cache = new PageCache();
    expect(await cache.get(parts({ id: "a" }), async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    const page = await cache.get(parts({ id: "a" }), async () => "<p>héllo</p>".repeat(100));
    const br = page!.body("br");
    expect(page!.body("br")).toBe(br);
    expect(brotliDecompressSync(Buffer.from(br as ArrayBuffer)).toString("utf8")).toBe(page!.html);
    expect(page!.body("identity")).toBe(page!.html);
  });
});
