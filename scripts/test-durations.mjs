// npm run test:durations: keeps the last full run's time per test file (from Vitest's own results
// cache) in tests/durations.json, which orders a fresh clone's run longest first (see
// tests/support/sequencer.ts). Run it after `npm test` when files were added or got much slower.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cacheDir = path.join(root, "node_modules/.vite/vitest");
const caches = fs.existsSync(cacheDir)
  ? fs
      .readdirSync(cacheDir)
      .map((dir) => path.join(cacheDir, dir, "results.json"))
      .filter((file) => fs.existsSync(file))
  : [];
if (caches.length === 0) {
  console.error("No Vitest results yet: run npm test first.");
  process.exit(1);
}
const seconds = {};
for (const file of caches) {
  for (const [key, result] of JSON.parse(fs.readFileSync(file, "utf8")).results) {
    // Files under a second change nothing in the order; unknown files count as short.
    if (result.duration >= 1000) seconds[key] = Math.round(result.duration / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
fs.writeFileSync(path.join(root, "tests/durations.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
