// `npm start` builds, then hands over: the server is the process npm leaves running, so signals reach
// it, and when its parent dies — even by SIGKILL — it stops instead of serving on as an orphan.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { expect, it } from "vitest";
import { freshDatabaseLocation } from "../support/database.ts";
import { freePort } from "../support/server.ts";

const alive = async (url: string) =>
  fetch(`${url}/api/health`)
    .then((res) => res.ok)
    .catch(() => false);

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** The command lines of a process's direct children (Linux /proc). */
function childCommands(pid: number): string[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  return children
    .filter(Boolean)
    .map((child) => fs.readFileSync(`/proc/${child}/cmdline`, "utf8").replaceAll("\0", " "));
}

it("leaves the server as npm's own child, and the server stops when npm is killed", async () => {
  const location = await freshDatabaseLocation();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = "";
  const npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: location.dataDir,
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout.on("data", (d) => (output += d));
  npm.stderr.on("data", (d) => (output += d));
  try {
    expect(await waitUntil(() => alive(url), 120_000), output).toBe(true);
    const children = childCommands(npm.pid!);
    expect(children).toHaveLength(1);
    expect(children[0]).toMatch(/^node .*scripts\/start\.mjs/);

    npm.kill("SIGKILL");
    expect(await waitUntil(async () => !(await alive(url)), 10_000), output).toBe(true);
    expect(output).toContain("parent exited: finishing requests and stopping");
  } finally {
    npm.kill("SIGKILL");
    await location.dispose();
  }
}, 180_000);
