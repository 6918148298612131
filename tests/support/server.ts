// Runs the real app as its own process (as `npm start` does) on a fresh database and a free port.
import { type ChildProcess, spawn } from "node:child_process";
import { inject } from "vitest";
import { type DatabaseLocation, freshDatabaseLocation } from "./database.ts";
import { freePort } from "./free-port.ts";
import { bundledCommand } from "./server-bundle.ts";

export { freePort };

export interface RunningServer {
  url: string;
  /** The server process's id. */
  pid: number;
  location: DatabaseLocation;
  output(): string;
  /** The exit code once the process has exited; null while it runs or when a signal ended it. */
  exitCode(): number | null;
  /** SIGTERM and wait; the database copy stays for a restart. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, with no chance to clean up. */
  kill(): Promise<void>;
  /** Stops and removes the database copy. */
  dispose(): Promise<void>;
}

/** Node's arguments to run the server: the run's bundle of src/server/main.ts (see global-setup.ts). */
export function serverCommand(): string[] {
  return bundledCommand(inject("bundleDir"), "server");
}

export async function startServer(
  opts: {
    location?: DatabaseLocation;
    env?: Record<string, string>;
    port?: number;
    /** What to wait for before returning: the app answering (default), or only the process listening. */
    until?: "healthy" | "alive";
  } = {},
): Promise<RunningServer> {
  const location = opts.location ?? (await freshDatabaseLocation());
  const port = opts.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: location.dataDir,
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
      // As in the in-process app (app.ts): tests set the limit where it is what they test.
      INVITES_PER_RECIPIENT_PER_HOUR: "100000",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  await waitFor(`${url}${opts.until === "alive" ? "/livez" : "/api/health"}`, child, () => log);
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    location,
    output: () => log,
    exitCode: () => child.exitCode,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
    dispose: async () => {
      await signal("SIGTERM");
      await location.dispose();
    },
  };
}

async function waitFor(probe: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${log()}`);
    try {
      const res = await fetch(probe);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become healthy:\n${log()}`);
}
