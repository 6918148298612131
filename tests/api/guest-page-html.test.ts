// The guest page's index.html names what the page needs before any script asks for it: every chunk
// it imports (none of them a sliver of a file fetched for a few hundred bytes) and the hang and its
// summary, so code and data arrive in one round trip.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;
const manifest = JSON.parse(
  fs.readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8"),
) as Manifest;

/** The guest page's chunk and every chunk it imports statically, as the build wrote them. */
function guestPageFiles(): Set<string> {
  const start = Object.keys(manifest).find(
    (key) => key === "src/client/pages/hang-page.tsx" || manifest[key]?.name === "hang-page",
  );
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (start) visit(start);
  return files;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the guest page's index.html", () => {
  it("names every chunk and the hang's data up front, in files of at least 1 KB", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput());
    const id = created.body.id as string;
    const html = await (await t.raw(`/hang/${id}`)).text();
    const named = [
      ...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g),
    ].map((m) => m[1]!);

    const needed = guestPageFiles();
    expect(needed.size).toBeGreaterThan(0);
    for (const file of needed) expect(named).toContain(file);
    for (const file of named) {
      const res = await t.raw(`/${file}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThanOrEqual(1024);
    }
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/hangs/${id}">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/hangs/${id}/summary">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">`,
    );
  });
});
