// Child process that drives autocannon, so the load never shares the server process: the server's
// CPU time per request can then be read from process.cpuUsage() in the parent.
// Protocol (IPC): parent "run" → child warms up, sends "warm" → parent "go" → child sends "result".
import autocannon from "autocannon";

export type ToLoad =
  | {
      type: "run";
      url: string;
      headers: Record<string, string>;
      connections: number;
      warmup: number;
      duration: number;
    }
  | { type: "go" }
  /** POSTs each body once, `connections` at a time (no warm-up: a crowd answers once). */
  | { type: "post"; url: string; bodies: string[]; connections: number };
export type FromLoad =
  | { type: "warm" }
  | { type: "result"; rps: number; p99Ms: number; bad: number; total: number }
  | { type: "error"; message: string };

const send = (message: FromLoad) => process.send?.(message);
let go: (() => void) | undefined;

process.on("message", (message: ToLoad) => {
  const failed = (error: unknown) => send({ type: "error", message: String(error) });
  if (message.type === "go") go?.();
  else if (message.type === "post") post(message).catch(failed);
  else run(message).catch(failed);
});
process.on("disconnect", () => process.exit(0));

async function run({ url, headers, connections, warmup, duration }: Extract<ToLoad, { type: "run" }>) {
  await autocannon({ url, headers, connections, duration: warmup });
  await new Promise<void>((resolve) => {
    go = resolve;
    send({ type: "warm" });
  });
  const r = await autocannon({ url, headers, connections, duration });
  send({
    type: "result",
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  });
}

async function post({ url, bodies, connections }: Extract<ToLoad, { type: "post" }>) {
  let next = 0;
  // autocannon's own `duration` is in whole seconds, and it notices the last answer only at its
  // next one-second tick: the run is timed from the start to the last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  const tracker = autocannon({
    url,
    connections,
    amount: bodies.length,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  });
  tracker.on("response", () => {
    lastAnswer = performance.now();
  });
  const r = await tracker;
  send({
    type: "result",
    rps: r.requests.total / ((lastAnswer - started) / 1000),
    p99Ms: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  });
}
