// npm start's first step (and npm run build): builds the client and the server, each only when it
// is missing or older than its sources (`--force`: both always; `server`: the server only, for the
// backup scripts). The start script then execs the built server with plain node, so the server is
// the process npm start leaves running.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newestChange } from "./newest-change.mjs";
import { buildServer, serverBuildIsStale } from "./server-build.mjs";

const force = process.argv.includes("--force");
const serverOnly = process.argv.includes("server");

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

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (
  !serverOnly &&
  (force || builtAt < Math.max(...clientSources.map((entry) => newestChange(root, entry))))
) {
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

if (force || serverBuildIsStale()) {
  console.log("[hangs] building the server…");
  await buildServer();
}
