// npm run bench: every benchmark in turn, each printing its goal. One that misses its goal (or
// fails) does not stop the rest; the run exits non-zero at the end if any did.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BENCHES = [
  ["bench/hang-read.ts"],
  ["bench/user-hangs.ts"],
  ["bench/feed.ts"],
  ["bench/answer-crowd.ts"],
  ["bench/mail-delivery.ts"],
  ["bench/live-events.ts", "--expose-gc"],
  ["bench/crowd.ts"],
  ["bench/pages.ts"],
  ["bench/calendar-parse.ts"],
  ["bench/guest-list-csv.ts", "--expose-gc"],
  ["bench/photos.ts"],
  ["bench/memory.ts"],
];

// The server's own V8 settings (package.json's start script, decision 0069): the benches run it in
// their own process, so they run under the same.
const SERVER_FLAGS = ["--liftoff-only"];
// And as it is deployed (docs/production.md): libraries take their production builds, React's
// server rendering of every e-mail and of the guest page's first screen among them. The app's own
// settings come from each bench's explicit configuration, not from this.
const SERVER_NODE_ENV = "production";

const only = process.argv.slice(2);
const missed = [];
for (const [file, ...nodeArgs] of BENCHES) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
  console.log(`\n[bench] ${file}`);
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [...SERVER_FLAGS, ...nodeArgs, file], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: SERVER_NODE_ENV },
  });
  if (result.status !== 0) missed.push(file);
}
console.log(
  missed.length === 0
    ? "\n[bench] every goal met"
    : `\n[bench] missed a goal or failed: ${missed.join(", ")}`,
);
process.exit(missed.length === 0 ? 0 : 1);
