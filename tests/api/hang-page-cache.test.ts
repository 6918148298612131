// A hang's page is drawn once per version of the hang and kept (http/page-cache.ts): a browser gets
// it compressed, decoding to the very page sent uncompressed, and an edit shows at once — the kept
// page is never the old one.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function pageBytes(path: string, acceptEncoding?: string) {
  const res = await t.raw(path, {
    headers: { "Accept-Language": "en", ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}) },
  });
  expect(res.status).toBe(200);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("a hang's page", () => {
  it("goes out with brotli or gzip to a browser that accepts them, as the same page", async () => {
    const { body: hang } = await t.request("POST", "/api/hangs", hangInput({ name: "Taco night" }));
    const plain = await pageBytes(`/hang/${hang.id}`);
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    const html = plain.bytes.toString("utf8");
    expect(titleOf(html)).toContain("Taco night");

    const br = await pageBytes(`/hang/${hang.id}`, "gzip, deflate, br");
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(html);

    const gzip = await pageBytes(`/hang/${hang.id}`, "gzip");
    expect(gzip.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString("utf8")).toBe(html);
  });

  it("shows an edit on the next request, in each language it was kept in", async () => {
    const { body: hang } = await t.request("POST", "/api/hangs", hangInput({ name: "Board games" }));
    const read = async (language: string) => {
      const res = await t.raw(`/hang/${hang.id}`, {
        headers: { "Accept-Language": language, "Accept-Encoding": "br" },
      });
      return titleOf(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    };
    expect(await read("en")).toContain("Board games");
    expect(await read("de")).toContain("Board games");

    const edited = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      { name: "Board games & pizza" },
      { "X-Edit-Token": hang.editToken },
    );
    expect(edited.status).toBe(200);
    expect(await read("en")).toContain("Board games &amp; pizza");
    expect(await read("de")).toContain("Board games &amp; pizza");
  });
});
