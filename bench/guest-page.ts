// npm run bench: the guest page /hang/{id} and the create page / against a bare React 19 "hello"
// built by the project's own Vite from bench/bare-react and served the same way (precompressed
// static files). Lighthouse mobile preset, 3 interleaved runs, medians.
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
import { createHang } from "../src/server/features/hangs/mutations.ts";
import { createHangSchema } from "../src/shared/hang.ts";
import { openEmbeddedBench } from "./support/databases.ts";
import { CHROME_ARGS, CHROME_PATH } from "./support/page-bytes.ts";
import { startApp } from "./support/servers.ts";

const RUNS = 3;
const CLIENT_DIR = path.resolve("dist/client");
const BYTES_GOAL = 1.5;
const LCP_GOAL = 1.5;
const TBT_GOAL_MS = 200;

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  files: number;
  brotliBytes: number;
  gzipBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

async function lighthouseRun(url: string, assetsDir: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items = ((lhr.audits["network-requests"]?.details as { items?: unknown[] })?.items ?? []) as {
      url: string;
      resourceType?: string;
    }[];
    const assets = items.filter((i) => i.resourceType === "Script" || i.resourceType === "Stylesheet");
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
      files: assets.length,
      brotliBytes,
      gzipBytes,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log(
    `Guest page bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `Lighthouse mobile preset, ${RUNS} interleaved runs, medians.`,
  );
  const bareDir = await buildBare();
  const bare = await serveBare(bareDir);
  const opened = await openEmbeddedBench();
  if (!opened.ok) throw new Error(opened.reason);
  const ctx = await createContext(opened.value.config, opened.value.database, { runWorkers: false });
  const app = await startApp(ctx);
  try {
    const hang = await createHang(
      ctx,
      createHangSchema.parse({
        name: "Friday board games",
        vibe: "coffee",
        timeSlots: [{ date: "2030-06-14", startTime: "18:00", endTime: "19:30", duration: "1.5h" }],
        hostName: "Sam Host",
        hostEmail: "sam.host@example.com",
        hostTimezone: "UTC",
      }),
    );
    const targets = [
      { name: "bare React /", url: `${bare.baseUrl}/`, dir: bareDir },
      { name: "Hangs /hang/{id}", url: `${app.baseUrl}/hang/${hang.id}`, dir: CLIENT_DIR },
      { name: "Hangs /", url: `${app.baseUrl}/`, dir: CLIENT_DIR },
    ];
    const samples = new Map<string, Sample[]>();
    for (let run = 0; run < RUNS; run++) {
      // Rotate who goes first, so machine load falls on each alike.
      const order = targets.map((_, i) => targets[(i + run) % targets.length]!);
      for (const target of order) {
        const sample = await lighthouseRun(target.url, target.dir);
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
    await fs.rm(bareDir, { recursive: true, force: true });
  }
}

function report(names: string[], samples: Map<string, Sample[]>) {
  const med = (name: string, pick: (s: Sample) => number) => median(samples.get(name)!.map(pick));
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
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${format(header)}\n${lines.map(format).join("\n")}`);

  const [bareName, hangName] = names as [string, string];
  const bytesRatio = med(hangName, (s) => s.brotliBytes) / med(bareName, (s) => s.brotliBytes);
  const lcpRatio = med(hangName, (s) => s.lcpMs) / med(bareName, (s) => s.lcpMs);
  const tbt = med(hangName, (s) => s.tbtMs);
  const scores = [
    med(hangName, (s) => s.performance) >= 95,
    med(hangName, (s) => s.accessibility) === 100,
    med(hangName, (s) => s.bestPractices) === 100,
  ];
  const verdict = (ok: boolean) => (ok ? "MET" : "NOT MET");
  console.log(`\nGoals for /hang/{id} against the bare page:`);
  console.log(
    `  JS+CSS brotli ≤ ${BYTES_GOAL}×: ${bytesRatio.toFixed(2)}× ${verdict(bytesRatio <= BYTES_GOAL)}`,
  );
  console.log(`  LCP ≤ ${LCP_GOAL}×: ${lcpRatio.toFixed(2)}× ${verdict(lcpRatio <= LCP_GOAL)}`);
  console.log(`  TBT ≤ ${TBT_GOAL_MS} ms: ${tbt.toFixed(0)} ms ${verdict(tbt <= TBT_GOAL_MS)}`);
  console.log(`  scores ≥ 95 / 100 / 100: ${verdict(scores.every(Boolean))}`);
  const met = bytesRatio <= BYTES_GOAL && lcpRatio <= LCP_GOAL && tbt <= TBT_GOAL_MS && scores.every(Boolean);
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
