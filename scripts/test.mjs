// npm test: types, lint, client build, then every Vitest project (unit, API and browser on each database).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, TZ: "Asia/Kathmandu" };
const steps = [
  ["types", ["tsc", "--noEmit"]],
  ["lint", ["biome", "check", "."]],
  ["build", ["vite", "build", "--logLevel", "warn"]],
  ["tests", ["vitest", "run", ...process.argv.slice(2)]],
];

if (!env.TEST_DATABASE_URL) {
  console.log(
    "[test] TEST_DATABASE_URL is not set: API and browser tests run on the embedded database only.",
  );
}
for (const [name, [bin, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n[test] ${name}: ${bin} ${args.join(" ")}`);
  const result = spawnSync(path.join(root, "node_modules/.bin", bin), args, {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`[test] ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
