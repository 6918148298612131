// npm start, first step: builds the client when it is missing or older than its sources. The start
// script then execs the server, so the server is the process npm start leaves running.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/client/index.html");
const clientSources = [
  "src/client",
  "src/shared",
  "index.html",
  "vite.config.ts",
  "scripts/route-chunks.ts",
  "public",
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...clientSources.map(newestChange))) {
  console.log("[hangs] building the client…");
  // Always the production build, whatever NODE_ENV the caller runs with (a test runner sets "test",
  // which would give React's development build).
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
