import { describe, expect, it } from "vitest";
import { imageCache } from "./image-cache.ts";

const png = (text: string) => Promise.resolve(Buffer.from(text));

describe("the preview image cache", () => {
  it("draws each version once, however many ask at the same moment", async () => {
    const cache = imageCache(4);
    let drawings = 0;
    const draw = () => {
      drawings++;
      return png("a");
    };
    const all = await Promise.all([cache.get("v1", draw), cache.get("v1", draw), cache.get("v1", draw)]);
    expect(drawings).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it("keeps only the most recently asked-for versions", async () => {
    const cache = imageCache(2);
    let drawings = 0;
    const draw = () => {
      drawings++;
      return png("x");
    };
    await cache.get("a", draw);
    await cache.get("b", draw);
    await cache.get("a", draw); // a is now the most recent
    await cache.get("c", draw); // b goes
    expect(cache.size).toBe(2);
    expect(drawings).toBe(3);
    await cache.get("a", draw);
    expect(drawings).toBe(3);
    await cache.get("b", draw);
    expect(drawings).toBe(4);
  });

  it("keeps no failed drawing: the next asker draws again", async () => {
    const cache = imageCache(2);
    await expect(cache.get("v", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect((await cache.get("v", () => png("ok"))).toString()).toBe("ok");
  });
});
