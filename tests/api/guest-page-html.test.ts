// The guest page's index.html: the hang's first screen drawn by the server, so the name, host and
// place (and a new guest's welcome) show before any script; and the list of what the page needs —
// every chunk it imports (none a sliver of a file fetched for a few hundred bytes), the hang and
// its summary — which its one inline script asks for once that first screen is painted.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_NAMES } from "../../src/server/http/route-code.ts";
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

interface AfterFirstPaint {
  entry: string;
  modules: string[];
  data: string[];
}

function afterFirstPaint(html: string): AfterFirstPaint {
  const json = /<script type="application\/json" id="after-first-paint">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, "the list of files for after the first paint").toBeDefined();
  return JSON.parse(json!) as AfterFirstPaint;
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);

async function page(path: string) {
  const res = await t.raw(path);
  return { html: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
}

describe("the guest page's index.html", () => {
  it("lists every chunk and the hang's data for after the first paint, in files of at least 1 KB", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput());
    const id = created.body.id as string;
    const { html } = await page(`/hang/${id}`);
    const files = afterFirstPaint(html);
    const named = [files.entry, ...files.modules].map((file) => file.replace(/^\//, ""));

    const needed = guestPageFiles();
    expect(needed.size).toBeGreaterThan(0);
    for (const file of needed) expect(named).toContain(file);
    for (const file of named) {
      const res = await t.raw(`/${file}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThanOrEqual(1024);
    }
    expect(files.data).toEqual([`/api/hangs/${id}`, `/api/hangs/${id}/summary`, "/api/auth/user"]);
    // Nothing in the head competes with the style sheet for the first paint.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload" as="fetch"/);
    // Nor a file for the logo or the page icon: both travel in the HTML.
    expect(html).not.toMatch(/<img |rel="preload" as="image"/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    expect(/<div id="first-screen">[\s\S]*?<svg viewBox="0 0 64 64"/.test(html)).toBe(true);
  });

  it("draws the hang's name, host, place and the welcome in the HTML, escaped", async () => {
    const created = await t.request(
      "POST",
      "/api/hangs",
      hangInput({
        name: `Tacos <b>&</b> "games"`,
        hostName: "Sam <i>Host</i>",
        location: "Casa & Co, 1 Main St",
      }),
    );
    const { html } = await page(`/hang/${created.body.id}`);
    const firstScreen = /<div id="first-screen">([\s\S]*?)<script/.exec(html)?.[1] ?? "";
    expect(firstScreen).toContain(
      `<h1 id="hang-title" tabindex="-1" class="mt-2 text-3xl font-bold tracking-tight break-words outline-none">Tacos &lt;b&gt;&amp;&lt;/b&gt; &quot;games&quot;</h1>`,
    );
    expect(firstScreen).toContain("Hosted by Sam &lt;i&gt;Host&lt;/i&gt;");
    expect(firstScreen).toContain("Casa &amp; Co, 1 Main St");
    expect(firstScreen).toContain("Welcome! Here&#x27;s how it works");
    // A note in the page with its own button (the inline script works it), not a dialog.
    expect(firstScreen).toMatch(
      /<section data-welcome-note=""[^>]*>[\s\S]*<button[^>]*>Got it, let&#x27;s go!<\/button>/,
    );
    expect(firstScreen).not.toContain("<dialog");
    expect(firstScreen).not.toContain("<b>");
    // The app renders into #root after it.
    expect(html.indexOf('<div id="first-screen">')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it("allows its one inline script by hash in the Content-Security-Policy, and no other inline script", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput());
    const { html, csp } = await page(`/hang/${created.body.id}`);
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("draws no first screen for the host's view, a mailed answer link, the answers view or a cancelled hang", async () => {
    const created = await t.request("POST", "/api/hangs", hangInput());
    const id = created.body.id as string;
    for (const search of ["?host=true", "?response=abc&key=def", "?details=true"]) {
      const { html } = await page(`/hang/${id}${search}`);
      expect(html, search).not.toContain('id="first-screen"');
      expect(inlineScripts(html), search).toHaveLength(0);
      expect(html, search).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    }
    const cancelled = await t.request(
      "POST",
      `/api/hangs/${id}/cancel`,
      { reason: "Rain" },
      { "x-edit-token": created.body.editToken as string },
    );
    expect(cancelled.status).toBe(200);
    expect((await page(`/hang/${id}`)).html).not.toContain('id="first-screen"');
    // An unknown hang: the app's own not-found card.
    expect((await page("/hang/00000000-0000-4000-8000-000000000000")).html).not.toContain(
      'id="first-screen"',
    );
  });
});

describe("every page's index.html", () => {
  it("finds each page's and view's chunk in the build by the name the server looks for", () => {
    const names = new Set(Object.values(manifest).map((chunk) => chunk.name));
    expect(CHUNK_NAMES.filter((name) => !names.has(name))).toEqual([]);
  });

  const messagesOf = (html: string) => {
    const json = /<script type="application\/json" id="hangs-messages"[^>]*>([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(json, "the page's messages").toBeDefined();
    return Object.keys(JSON.parse(json!) as object);
  };

  it("carries the messages its own code names, not every page's", async () => {
    const create = await page("/");
    const ids = messagesOf(create.html);
    expect(ids).toEqual(expect.arrayContaining(["create.title", "shell.signIn"]));
    expect(ids.some((id) => id.startsWith("admin."))).toBe(false);

    // The account page shows a new access token in the copy field, whose texts are the create
    // screen's ("Copy", "Copied"); the create form itself does not come with it.
    const account = messagesOf((await page("/account")).html);
    expect(account).toEqual(expect.arrayContaining(["create.copy"]));
    expect(account).not.toContain("create.title");
    expect(messagesOf((await page("/admin")).html).some((id) => id.startsWith("admin."))).toBe(true);
  });
});
