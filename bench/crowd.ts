// npm run bench: a hang with 10, 1,000 and 10,000 answers × 10 slots (written straight into the
// embedded database). The host view and the guest page in Chromium: time to visible content and
// until the page answers a click or a keystroke, DOM nodes, and API bytes — as ratios to 10 answers.
import os from "node:os";
import { chromium, type Page } from "playwright-core";
import { createContext } from "../src/server/context.ts";
import { createHang } from "../src/server/features/hangs/mutations.ts";
import { createHangSchema } from "../src/shared/hang.ts";
import { slotKey, type TimeSlot } from "../src/shared/time-slots.ts";
import { insertCrowd } from "../tests/support/crowd.ts";
import { openEmbeddedBench } from "./support/databases.ts";
import { CHROME_ARGS, CHROME_PATH } from "./support/page-bytes.ts";
import { startApp } from "./support/servers.ts";

const CROWDS = [10, 1000, 10_000];
const SLOTS = 10;
const RUNS = 3;
const GOAL = 2;

interface Visit {
  visibleMs: number;
  interactiveMs: number;
  domNodes: number;
  apiBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seed(ctx: Awaited<ReturnType<typeof createContext>>, crowd: number) {
  const timeSlots: TimeSlot[] = Array.from({ length: SLOTS }, (_, i) => ({
    date: `2030-06-${String(10 + i).padStart(2, "0")}`,
    startTime: "18:00",
    endTime: "19:30",
    duration: "1.5h",
  }));
  const hang = await createHang(
    ctx,
    createHangSchema.parse({
      name: `Crowd of ${crowd}`,
      vibe: "coffee",
      timeSlots,
      hostName: "Sam Host",
      hostEmail: "sam.host@example.com",
      hostTimezone: "UTC",
    }),
  );
  await insertCrowd(ctx.db, hang.id, hang.timeSlots.map(slotKey), crowd);
  return hang;
}

/** Opens `url` in a fresh context; `ready` is on screen → visible; then one interaction → interactive. */
async function visit(
  page: Page,
  url: string,
  ready: string,
  interact: (page: Page) => Promise<void>,
): Promise<Visit> {
  let apiBytes = 0;
  page.on("requestfinished", async (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/"))
      apiBytes += (await request.sizes()).responseBodySize;
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByText(ready).first().waitFor({ timeout: 120_000 });
  const visibleMs = Date.now() - started;
  await interact(page);
  const interactiveMs = Date.now() - started;
  await page.waitForLoadState("networkidle");
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  return { visibleMs, interactiveMs, domNodes, apiBytes };
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function main() {
  console.log(
    `Crowd bench — node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(2)}); ` +
      `${SLOTS} slots, crowds of ${CROWDS.join(", ")}; median of ${RUNS} runs; Chromium 390 px wide.`,
  );
  const opened = await openEmbeddedBench();
  if (!opened.ok) throw new Error(opened.reason);
  const bench = opened.value;
  const ctx = await createContext(bench.config, bench.database, { runWorkers: false });
  const app = await startApp(ctx);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const hangs = [];
    for (const crowd of CROWDS) {
      const t0 = Date.now();
      hangs.push({ crowd, hang: await seed(ctx, crowd) });
      console.log(`seeded ${crowd} answers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const results = new Map<string, Visit[]>();
    for (let run = 0; run < RUNS; run++) {
      // Interleaved: every crowd in each run, so load on the machine falls on all of them alike.
      for (const { crowd, hang } of hangs) {
        for (const view of ["host", "guest"] as const) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          await context.addInitScript(
            ([id, token]) => {
              window.localStorage.setItem("hasVisited", "true");
              window.localStorage.setItem("hangs.hostTokens", JSON.stringify({ [id]: token }));
            },
            [hang.id, hang.editToken] as const,
          );
          const page = await context.newPage();
          const measured =
            view === "host"
              ? await visit(
                  page,
                  `${app.baseUrl}/hang/${hang.id}?host=true`,
                  "Availability by time",
                  nextFrame,
                )
              : await visit(page, `${app.baseUrl}/hang/${hang.id}`, "Who's responded so far", async (p) => {
                  await p.getByText("Guest 1", { exact: true }).first().waitFor({ timeout: 120_000 });
                  // Typed keys reach the page one by one; the next frame shows the last of them.
                  await p.getByRole("textbox", { name: "Your name" }).pressSequentially("Alex");
                  await nextFrame(p);
                });
          await context.close();
          const key = `${view} ${crowd}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
        }
      }
    }
    report(results);
  } finally {
    await browser.close();
    await app.close();
    await ctx.stop();
    await bench.cleanup();
  }
}

function report(results: Map<string, Visit[]>) {
  const header = [
    "view",
    "answers",
    "visible ms",
    "interactive ms",
    "DOM nodes",
    "API KB",
    "× 10 (interactive)",
  ];
  const lines: string[][] = [];
  let worst = 0;
  for (const view of ["host", "guest"]) {
    const base = median(results.get(`${view} ${CROWDS[0]}`)!.map((v) => v.interactiveMs));
    for (const crowd of CROWDS) {
      const visits = results.get(`${view} ${crowd}`)!;
      const interactive = median(visits.map((v) => v.interactiveMs));
      worst = Math.max(worst, interactive / base);
      lines.push([
        view,
        String(crowd),
        String(median(visits.map((v) => v.visibleMs))),
        String(interactive),
        String(median(visits.map((v) => v.domNodes))),
        (median(visits.map((v) => v.apiBytes)) / 1024).toFixed(1),
        (interactive / base).toFixed(2),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join("  ");
  console.log(`\n${format(header)}\n${lines.map(format).join("\n")}`);
  console.log(
    `\nGoal: at 10,000 answers each view within ${GOAL}× the 10-answer page: ${worst <= GOAL ? "MET" : "NOT MET"} (worst ${worst.toFixed(2)}×).`,
  );
  if (!(worst <= GOAL)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
