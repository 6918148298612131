// One measurement: 1 s warm-up, then ~5 s counted, the load coming from a child process
// (load-generator.ts). Besides req/s and p99, it records this process's CPU time per request: the
// server, the database driver and (embedded) PGlite. Other programs on the machine move req/s a
// lot; CPU per request much less.
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FromLoad, ToLoad } from "./load-generator.ts";

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 1;
export const DURATION_SECONDS = 5;

export interface Measurement {
  rps: number;
  p99Ms: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
  cpuUsPerRequest: number;
}

export class LoadGenerator {
  private constructor(private readonly child: ChildProcess) {}

  static start(): LoadGenerator {
    const entry = fileURLToPath(new URL("./load-generator.ts", import.meta.url));
    // fork() inherits execArgv, so the child runs under tsx like this process.
    return new LoadGenerator(fork(entry, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  }

  /** `headers` go with every request (e.g. a session cookie). */
  measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
    return this.run({
      type: "run",
      url,
      headers,
      connections: CONNECTIONS,
      warmup: WARMUP_SECONDS,
      duration: DURATION_SECONDS,
    });
  }

  /** Each body POSTed once to `url`, `connections` at a time (no warm-up: a crowd answers once). */
  post(url: string, bodies: string[], connections: number): Promise<Measurement> {
    return this.run({ type: "post", url, bodies, connections });
  }

  /** Sends `request`; CPU is counted from the end of the warm-up (or from now, with none). */
  private run(request: ToLoad): Promise<Measurement> {
    const { child } = this;
    return new Promise((resolve, reject) => {
      let cpuBefore = process.cpuUsage();
      const onExit = () => reject(new Error("the load generator exited"));
      const onMessage = (message: FromLoad) => {
        if (message.type === "warm") {
          cpuBefore = process.cpuUsage();
          this.send({ type: "go" });
          return;
        }
        child.off("message", onMessage);
        child.off("exit", onExit);
        if (message.type === "error") return reject(new Error(`load generator: ${message.message}`));
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          rps: message.rps,
          p99Ms: message.p99Ms,
          bad: message.bad,
          cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(message.total, 1),
        });
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
      this.send(request);
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }

  private send(message: ToLoad): void {
    this.child.send(message);
  }
}
