// npm run build (and npm start's first step, start.mjs): builds the client and the server, each only
// when it is missing or older than its sources (`--force`: both always; `server`: the server only,
// for the backup scripts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newestChange } from "./newest-change.mjs";
import { buildServer, serverBuildIsStale } from "./server-build.mjs";

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

/** Builds the client (unless `serverOnly`) and the server, each when it changed or `force`. */
export async function buildWhatChanged({ force = false, serverOnly = false } = {}) {
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
    if (build.status !== 0) throw new Error("the client build failed");
  }

  if (force || serverBuildIsStale()) {
    console.log("[hangs] building the server…");
    await buildServer();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWhatChanged({
    force: process.argv.includes("--force"),
    serverOnly: process.argv.includes("server"),
  });
}
