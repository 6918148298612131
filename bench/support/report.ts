// Plain-text tables for the results.
import type { Measurement } from "./measure.ts";

export const GOAL_RATIO = 0.8;

export interface Row {
  database: string;
  endpoint: string;
  app: Measurement;
  bare: Measurement;
}

export const ratioOf = (row: Row) => row.app.rps / row.bare.rps;

export function printTable(database: string, rows: readonly Row[]): void {
  const header = [
    "endpoint",
    "app req/s",
    "app p99 ms",
    "bare req/s",
    "bare p99 ms",
    "app ÷ bare",
    "app CPU µs/req",
    "bare CPU µs/req",
  ];
  const body = rows.map((r) => [
    r.endpoint,
    r.app.rps.toFixed(0),
    r.app.p99Ms.toFixed(1),
    r.bare.rps.toFixed(0),
    r.bare.p99Ms.toFixed(1),
    ratioOf(r).toFixed(2),
    r.app.cpuUsPerRequest.toFixed(0),
    r.bare.cpuUsPerRequest.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(`\n${database}`);
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of body) console.log(format(line));
  for (const r of rows) {
    const bad = r.app.bad + r.bare.bad;
    if (bad > 0) console.log(`  warning: ${r.endpoint} had ${bad} non-2xx/errored/timed-out requests`);
  }
}

export function printGoal(rows: readonly Row[]): boolean {
  if (rows.length === 0) {
    console.log(`\nGoal: ratio >= ${GOAL_RATIO.toFixed(2)} — nothing was measured.`);
    return false;
  }
  const misses = rows.filter((r) => ratioOf(r) < GOAL_RATIO);
  const lowest = Math.min(...rows.map(ratioOf));
  const verdict = misses.length === 0 ? "MET" : "NOT MET";
  console.log(
    `\nGoal: ratio >= ${GOAL_RATIO.toFixed(2)} (app req/s ÷ bare req/s) — ${verdict} (lowest ${lowest.toFixed(2)})`,
  );
  for (const r of misses) console.log(`  missed: ${r.database} ${r.endpoint} ${ratioOf(r).toFixed(2)}`);
  console.log(
    "CPU µs/req: this process's CPU time (HTTP server, driver, PGlite) per request while measured; the load " +
      "generator runs in a child process. bare÷app of it is what the req/s ratio would be if this process were " +
      "the only bottleneck.",
  );
  return misses.length === 0;
}
