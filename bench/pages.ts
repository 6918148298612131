// npm run bench: every page route against a bare React 19 "hello" built by the project's own
// Vite from bench/bare-react and served the same way (precompressed static files): the guest page
// /hang/{id}, the create page /, the dashboard and a group page (signed in), and the host's view,
// edit and cancel pages (opened from the host's e-mailed links). Lighthouse mobile preset, 3
// interleaved runs, medians (RUNS=1 for a quick look; LIST_FILES=1 lists what each page fetched;
// LONG_TASKS=1 lists each run's long tasks, throttled, as Lighthouse counts them).
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import react from "@vitejs/plugin-react";
import * as chromeLauncher from "chrome-launcher";
import { Hono } from "hono";
import lighthouse from "lighthouse";
import { build } from "vite";
import { createContext } from "../src/server/context.ts";
import { sessionCookie, startTestIssuer } from "../tests/support/test-issuer.ts";
import { openEmbeddedBench } from "./support/databases.ts";
import { CHROME_ARGS, CHROME_PATH } from "./support/page-bytes.ts";
import { startApp } from "./support/servers.ts";

const RUNS = Number(process.env.RUNS ?? 3);
// Another build may be measured in place of dist/client (CLIENT_DIR=/tmp/other-build).
const CLIENT_DIR = path.resolve(process.env.CLIENT_DIR ?? "dist/client");
const BYTES_GOAL = 1.5;
/** The guest page paints its hang before any script runs: faster than the bare page's first paint. */
const GUEST_LCP_GOAL = 1.0;
const TBT_GOAL_MS = 200;
const CLS_GOAL = 0.1;

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  files: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Lighthouse's measure of this machine's CPU at the run (higher is faster). */
  benchmarkIndex: number;
  /** Why Lighthouse measured nothing on this run (its trace failed), if it did not. */
  runtimeError?: string;
}

/**
 * The median of the runs that measured something: Lighthouse now and then reports no metric for a
 * run (NaN), which must not make the whole figure NaN. NaN only when no run measured it.
 */
function median(values: number[], what = "a figure"): number {
  const measured = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (measured.length < values.length) {
    console.log(`  ${what}: ${values.length - measured.length} of ${values.length} runs reported no value`);
  }
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
}

/** The bare app, built into a temp dir with .gz/.br siblings as the real build makes them. */
async function buildBare(): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "hangs-bare-"));
  await build({
    configFile: false,
    root: path.resolve("bench/bare-react"),
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  const files = (await fs.readdir(outDir, { recursive: true })).map((f) => path.join(outDir, f));
  await Promise.all(
    files
      .filter((f) => /\.(js|css|html)$/.test(f))
      .map(async (file) => {
        const data = await fs.readFile(file);
        const [gz, br] = await Promise.all([
          promisify(gzip)(data, { level: 9 }),
          promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
      }),
  );
  return outDir;
}

function serveBare(dir: string): Promise<{ baseUrl: string; close: () => void }> {
  const app = new Hono();
  app.use("*", serveStatic({ root: path.relative(process.cwd(), dir), precompressed: true }));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ baseUrl: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });
}

async function sizeOf(file: string): Promise<number> {
  return fs.stat(file).then(
    (s) => s.size,
    () => 0,
  );
}

async function lighthouseRun(url: string, assetsDir: string, cookie?: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A category Lighthouse could not score (a metric it failed to measure) is no figure, not a 0.
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
    };
    const items = ((lhr.audits["network-requests"]?.details as { items?: unknown[] })?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
    }[];
    const assets = items.filter((i) => i.resourceType === "Script" || i.resourceType === "Stylesheet");
    // Messages the page had to fetch beyond those its HTML carries count too, as they came.
    const messageFetches = items.filter((i) => new URL(i.url).pathname.startsWith("/api/i18n/"));
    if (process.env.LIST_FILES)
      console.log(
        "FILES",
        url,
        [...assets, ...messageFetches].map((i) => `${new URL(i.url).pathname}`).join(" "),
      );
    if (process.env.LONG_TASKS) {
      const tasks = ((lhr.audits["long-tasks"]?.details as { items?: unknown[] })?.items ?? []) as {
        url: string;
        duration: number;
        startTime: number;
      }[];
      const described = tasks.map(
        (t) =>
          `${t.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}`,
      );
      console.log("LONG TASKS", url, described.join(" | "));
    }
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const asset of assets) {
      const file = path.join(assetsDir, new URL(asset.url).pathname);
      brotliBytes += await sizeOf(`${file}.br`);
      gzipBytes += await sizeOf(`${file}.gz`);
    }
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
      files: assets.length + messageFetches.length,
      brotliBytes: brotliBytes + messageFetches.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      gzipBytes,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART) and asks to be run
 * again: such a run measured nothing, so it is run again, up to twice. Slow runs are kept as they are.
 */
async function measuredRun(target: Target): Promise<Sample> {
  let sample = await lighthouseRun(target.url, target.dir, target.cookie);
  for (let retry = 0; sample.runtimeError && retry < 2; retry++) {
    console.log(`  ${target.name}: Lighthouse measured nothing (${sample.runtimeError}); running it again`);
    sample = await lighthouseRun(target.url, target.dir, target.cookie);
  }
  return sample;
}

/** The LCP element's description, as Lighthouse names it ("h1#hang-title", its text). */
function lcpElementOf(details: unknown): string {
  const json = JSON.stringify(details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(json)?.[1] ?? "?";
  const label = /"nodeLabel":"([^"]*)"/.exec(json)?.[1] ?? "";
  return `${selector} "${label.slice(0, 40)}"`;
}

interface Target {
  name: string;
  url: string;
  dir: string;
  cookie?: string;
  /** Brotli bytes the page's HTML carries for the app (a language's messages), counted with its JS. */
  inlineBytes?: number;
}

/** A signed-in host with a few hangs and a group, and the pages each route shows them. */
async function seedTargets(appUrl: string, issuer: Awaited<ReturnType<typeof startTestIssuer>>) {
  const origin = { "Content-Type": "application/json", Origin: appUrl };
  const signedIn = await fetch(`${appUrl}/api/auth/google`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({
      idToken: await issuer.idToken({ sub: "bench-host", email: "sam.host@example.com" }),
    }),
  });
  assert.equal(signedIn.status, 200, "sign-in for the bench");
  const cookie = sessionCookie(signedIn.headers);
  const headers = { ...origin, Cookie: cookie };
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${appUrl}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
    assert.equal(res.status, 201, `POST ${route}: ${await res.clone().text()}`);
    return res.json() as Promise<{ id: string; editToken?: string }>;
  };
  const group = await post("/api/groups", { name: "Board game night", description: "Every other Friday" });
  const hangs = [];
  for (const [i, name] of ["Friday board games", "Sunday hike", "Tacos at Lupe's", "Climbing"].entries()) {
    hangs.push(
      await post("/api/hangs", {
        name,
        vibe: "coffee",
        location: "Casa, 1 Main St",
        timeSlots: [14, 15, 16].map((day) => ({
          date: `2030-06-${day + i}`,
          startTime: "18:00",
          endTime: "19:30",
          duration: "1.5h",
        })),
        hostName: "Sam Host",
        hostEmail: "sam.host@example.com",
        hostTimezone: "UTC",
        ...(i === 0 ? { groupId: group.id } : {}),
      }),
    );
  }
  const hang = hangs[0]!;
  const token = encodeURIComponent(hang.editToken ?? "");
  // Every page's HTML carries its messages for the app: they count with its JS, as the page
  // served them (brotli). The guest page is measured in Spanish too.
  const brotli = promisify(brotliCompress);
  const messageBytes = async (url: string, cookie: string | undefined) => {
    const html = await (await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })).text();
    const json = /<script type="application\/json" id="hangs-messages"[^>]*>([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    assert.ok(json, `${url} carries its messages`);
    return (await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length;
  };
  const targets = [
    { name: "Hangs /hang/{id}", url: `${appUrl}/hang/${hang.id}` },
    { name: "Hangs /hang/{id} in Spanish", url: `${appUrl}/hang/${hang.id}`, language: "hangs-lang=es" },
    { name: "Hangs /", url: `${appUrl}/` },
    { name: "Hangs /dashboard", url: `${appUrl}/dashboard`, cookie },
    { name: "Hangs /groups/{id}", url: `${appUrl}/groups/${group.id}`, cookie },
    { name: "Hangs host view", url: `${appUrl}/hang/${hang.id}?host=true&token=${token}` },
    { name: "Hangs /edit/{id}", url: `${appUrl}/edit/${hang.id}?token=${token}` },
    { name: "Hangs /cancel/{id}", url: `${appUrl}/cancel/${hang.id}?token=${token}` },
  ];
  return Promise.all(
    targets.map(async ({ language, ...t }) => {
      const cookies = [t.cookie, language].filter(Boolean).join("; ") || undefined;
      return { ...t, cookie: cookies, inlineBytes: await messageBytes(t.url, cookies), dir: CLIENT_DIR };
    }),
  );
}

async function main() {
  console.log(
    `Page bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `Lighthouse mobile preset, ${RUNS} interleaved runs, medians.`,
  );
  const bareDir = await buildBare();
  const bare = await serveBare(bareDir);
  const issuer = await startTestIssuer();
  const opened = await openEmbeddedBench({
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: "bench-secret",
    CLIENT_DIR,
  });
  if (!opened.ok) throw new Error(opened.reason);
  const ctx = await createContext(opened.value.config, opened.value.database, { runWorkers: false });
  const app = await startApp(ctx);
  try {
    const only = process.argv.slice(2);
    const targets: Target[] = [
      { name: "bare React /", url: `${bare.baseUrl}/`, dir: bareDir },
      ...(await seedTargets(app.baseUrl, issuer)).filter(
        (t) => only.length === 0 || only.some((o) => t.name.includes(o)),
      ),
    ];
    const samples = new Map<string, Sample[]>();
    for (let run = 0; run < RUNS; run++) {
      // Rotate who goes first, so machine load falls on each alike.
      const order = targets.map((_, i) => targets[(i + run) % targets.length]!);
      for (const target of order) {
        const sample = await measuredRun(target);
        sample.brotliBytes += target.inlineBytes ?? 0;
        samples.set(target.name, [...(samples.get(target.name) ?? []), sample]);
      }
    }
    report(
      targets.map((t) => t.name),
      samples,
    );
  } finally {
    bare.close();
    await app.close();
    await ctx.stop();
    await opened.value.cleanup();
    await issuer.close();
    await fs.rm(bareDir, { recursive: true, force: true });
  }
}

function report(names: string[], samples: Map<string, Sample[]>) {
  const med = (name: string, pick: (s: Sample) => number) =>
    median(samples.get(name)!.map(pick), `${name}, ${pick.toString().replace(/^.*\./, "")}`);
  const header = [
    "page",
    "JS+CSS files",
    "brotli KB",
    "gzip KB",
    "perf",
    "a11y",
    "best pr.",
    "LCP ms",
    "TBT ms",
    "CLS",
  ];
  const lines = names.map((name) => [
    name,
    String(med(name, (s) => s.files)),
    (med(name, (s) => s.brotliBytes) / 1024).toFixed(1),
    (med(name, (s) => s.gzipBytes) / 1024).toFixed(1),
    String(med(name, (s) => s.performance)),
    String(med(name, (s) => s.accessibility)),
    String(med(name, (s) => s.bestPractices)),
    med(name, (s) => s.lcpMs).toFixed(0),
    med(name, (s) => s.tbtMs).toFixed(0),
    med(name, (s) => s.cls).toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${format(header)}\n${lines.map(format).join("\n")}`);
  // Blocking time is observed tasks × 4: on a slower machine tasks cross the 50 ms line together,
  // so runs on different days compare only alongside this figure.
  const indexes = [...samples.values()].flat().map((s) => s.benchmarkIndex);
  console.log(
    `\nMachine speed (Lighthouse benchmark index, higher is faster): median ${median(indexes, "benchmark index").toFixed(0)}, ` +
      `range ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}.`,
  );
  console.log("\nLargest contentful paint, by page (each run):");
  for (const name of names)
    console.log(
      `  ${name}: ${samples
        .get(name)!
        .map((s) => s.lcpElement)
        .join(" | ")}`,
    );

  const [bareName, ...pages] = names as [string, ...string[]];
  const verdict = (ok: boolean) => (ok ? "MET" : "NOT MET");
  let met = true;
  console.log("\nGoals against the bare page:");
  for (const page of pages) {
    const bytesRatio = med(page, (s) => s.brotliBytes) / med(bareName, (s) => s.brotliBytes);
    const tbt = med(page, (s) => s.tbtMs);
    const cls = med(page, (s) => s.cls);
    const scores =
      med(page, (s) => s.performance) >= 95 &&
      med(page, (s) => s.accessibility) === 100 &&
      med(page, (s) => s.bestPractices) === 100;
    const checks: [string, boolean][] = [
      [`JS+CSS brotli ≤ ${BYTES_GOAL}×: ${bytesRatio.toFixed(2)}×`, bytesRatio <= BYTES_GOAL],
      [`scores ≥ 95 / 100 / 100`, scores],
      [`TBT ≤ ${TBT_GOAL_MS} ms: ${tbt.toFixed(0)} ms`, tbt <= TBT_GOAL_MS],
      [`CLS ≤ ${CLS_GOAL}: ${cls.toFixed(3)}`, cls <= CLS_GOAL],
    ];
    if (page.includes("/hang/{id}")) {
      const lcpRatio = med(page, (s) => s.lcpMs) / med(bareName, (s) => s.lcpMs);
      checks.push([`LCP ≤ ${GUEST_LCP_GOAL}×: ${lcpRatio.toFixed(2)}×`, lcpRatio <= GUEST_LCP_GOAL]);
    }
    console.log(`  ${page}: ${checks.map(([text, ok]) => `${text} ${verdict(ok)}`).join("; ")}`);
    met &&= checks.every(([, ok]) => ok);
  }
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
