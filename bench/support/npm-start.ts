// The server as a self-hoster runs it: `npm start` (the production build, plain node) in its own
// process, with its memory read from /proc, as `top` or a container's limit would see it.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface StartedServer {
  url: string;
  /** The server's own process: npm's child, which the start script's `exec` made the server. */
  pid: number;
  /** From spawning `npm start` to /readyz answering 200. */
  startMs: number;
  stop(): Promise<void>;
}

/** Resident and peak memory (MB) of a process. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

function serverPid(npm: ChildProcess): number | undefined {
  try {
    const children = fs.readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, "utf8").trim();
    const pid = Number(children.split(/\s+/)[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** `npm start` with `env`, once /readyz says it is ready. The build must be made beforehand. */
export async function npmStart(env: Record<string, string>, timeoutMs = 120_000): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const began = performance.now();
  const npm = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout?.on("data", (chunk) => (output += chunk));
  npm.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
  const stop = async () => {
    // The server drains and exits on SIGTERM, and npm with it.
    const pid = serverPid(npm);
    if (pid) process.kill(pid, "SIGTERM");
    else npm.kill("SIGTERM");
    await exited;
  };
  while (performance.now() - began < timeoutMs) {
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) {
      const startMs = performance.now() - began;
      const pid = serverPid(npm);
      if (!pid) break;
      return { url, pid, startMs, stop };
    }
    if (npm.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error(`npm start did not become ready:\n${output.slice(-2000)}`);
}
