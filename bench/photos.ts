// npm run bench (photos): 20 photos of 12 megapixels uploaded at once to the production server
// (`npm start`, NODE_ENV=production), each by its own request as a phone sends them, while others
// read the hang. Per database:
// - every photo processed (stored, listed back);
// - p99 of GET /api/hangs/{id} while they are processed, against the same reads idle (goal ≤ 2×):
//   image work must not starve page requests on a 2-core server;
// - the server's peak resident memory (VmHWM) over the whole run (goal < 512 MB);
// - photos per second, against sharp alone doing the same work on the same files in this process
//   (reported, no goal: the server adds the upload, the database write and one-at-a-time work).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { processPhoto } from "../src/server/features/photos/process.ts";
import { slotKey } from "../src/shared/time-slots.ts";
import { hangInput, SLOTS } from "../tests/support/factories.ts";
import { DEFAULT_ADMIN_URL } from "./support/databases.ts";
import { memoryOf, npmStart, type StartedServer } from "./support/npm-start.ts";

const GOALS = { p99OverIdle: 2, peakMb: 512 };
const PHOTOS = 20;
const WIDTH = 4000;
const HEIGHT = 3000;
const READERS = 4;
const IDLE_MS = 5000;
const MAX_PIXELS = 60_000_000;

type Kind = "embedded" | "postgres";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Phone-like 12 MP JPEGs (a gradient under fine noise, about 3 MB each): four, sent five times each. */
async function photoFiles(): Promise<Buffer[]> {
  const colours = [
    ["#f4a261", "#264653"],
    ["#e9c46a", "#2a9d8f"],
    ["#e76f51", "#1d3557"],
    ["#a8dadc", "#457b9d"],
  ];
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const files: Buffer[] = [];
  for (const [from, to] of colours) {
    const gradient = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/></svg>`,
    );
    files.push(
      await sharp(gradient)
        .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: "overlay" }])
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return Array.from({ length: PHOTOS }, (_, i) => files[i % files.length]!);
}

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Readers asking for the hang back to back until `until` settles; each request's latency (ms). */
async function readWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const began = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
        latencies.push(performance.now() - began);
      }
    }),
  );
  return latencies;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
};

async function databaseFor(kind: Kind): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-bench-photos-"));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === "embedded") return { env: { DATA_DIR: dataDir }, remove: removeDir };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `hangs_bench_photos_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    async remove() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await removeDir();
    },
  };
}

async function measure(kind: Kind, server: StartedServer, files: Buffer[]): Promise<boolean> {
  const hang = await json(`${server.url}/api/hangs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...hangInput({ name: "Photo night" }), photosOpen: true }),
  });
  const guest = await json(`${server.url}/api/hangs/${hang.id}/responses`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      guestName: "Pia",
      guestEmail: "pia@example.com",
      isPublic: true,
      timeSlotAvailability: { [slotKey(SLOTS[0]!)]: "yes", [slotKey(SLOTS[1]!)]: "no" },
    }),
  });
  const proof = {
    "X-Response-Id": String(guest.id),
    "X-Response-Secret": String(guest.secret),
    Origin: server.url,
  };
  const hangUrl = `${server.url}/api/hangs/${hang.id}`;

  const idle = await readWhile(hangUrl, sleep(IDLE_MS));
  const began = performance.now();
  const uploads = Promise.all(
    files.map(async (file, i) => {
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), `IMG_${1000 + i}.jpg`);
      const res = await fetch(`${hangUrl}/photos`, { method: "POST", headers: proof, body: form });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
    }),
  );
  const during = await readWhile(hangUrl, uploads);
  await uploads;
  const serverSeconds = (performance.now() - began) / 1000;
  const listed = await fetch(`${hangUrl}/photos`, { headers: proof }).then((res) => res.json());
  const peakMb = memoryOf(server.pid).peakMb;

  const alone = performance.now();
  for (const file of files) await processPhoto(file, MAX_PIXELS);
  const aloneSeconds = (performance.now() - alone) / 1000;

  const ratio = p99(during) / p99(idle);
  const stored = Array.isArray(listed) ? listed.length : 0;
  const checks: [string, boolean][] = [
    [`photos stored: ${stored} of ${PHOTOS}`, stored === PHOTOS],
    [
      `GET hang p99 while processing ÷ idle ≤ ${GOALS.p99OverIdle}×: ${p99(during).toFixed(0)} ms ÷ ${p99(idle).toFixed(0)} ms = ${ratio.toFixed(2)}×`,
      ratio <= GOALS.p99OverIdle,
    ],
    [`peak server memory < ${GOALS.peakMb} MB: ${peakMb.toFixed(0)} MB`, peakMb < GOALS.peakMb],
  ];
  console.log(`\n${kind}`);
  console.log(
    `  ${(PHOTOS / serverSeconds).toFixed(2)} photos/s through the server (${serverSeconds.toFixed(1)} s), ` +
      `${(PHOTOS / aloneSeconds).toFixed(2)} photos/s by sharp alone on the same files (${aloneSeconds.toFixed(1)} s): ` +
      `${(aloneSeconds / serverSeconds).toFixed(2)} of sharp alone`,
  );
  for (const [text, ok] of checks) console.log(`  ${text}  ${ok ? "met" : "MISSED"}`);
  return checks.every(([, ok]) => ok);
}

// The production build is made once, as npm start would on a first run.
const built = spawnSync("node", ["scripts/build.mjs"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  stdio: "inherit",
});
if (built.status !== 0) process.exit(1);
const files = await photoFiles();
console.log(
  `${PHOTOS} photos of ${(WIDTH * HEIGHT) / 1e6} MP, ${(files[0]!.length / 1e6).toFixed(1)} MB each`,
);
const baseEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "photos-bench-session-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Hangs <hangs@example.com>",
  LOG_LEVEL: "error",
  VOTES_PER_ADDRESS_PER_MINUTE: "100000",
};
const kinds = (process.env.BENCH_DATABASES?.split(",") ?? ["embedded", "postgres"]) as Kind[];
let allMet = true;
for (const kind of kinds) {
  const database = await databaseFor(kind);
  const server = await npmStart({ ...baseEnv, ...database.env });
  try {
    allMet = (await measure(kind, server, files)) && allMet;
  } finally {
    await server.stop();
    await database.remove();
  }
}
console.log(allMet ? "\nphotos: every goal met" : "\nphotos: a goal was missed");
process.exit(allMet ? 0 : 1);
