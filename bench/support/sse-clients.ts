// Child process holding many open event streams, like that many browser tabs, so they never share
// the server's process (its memory per stream is then read in the parent). It records when each
// change arrived on each stream, on the clock both processes share (performance.timeOrigin).
// Protocol (IPC): "open" → "opened"; "await" (ids, per stream) → "arrivals"; "drop" (close every
// stream) → "dropped"; "close" → exits.
import http from "node:http";

export type ToClients =
  | { type: "open"; url: string; count: number }
  | { type: "await"; ids: string[]; timeoutMs: number }
  | { type: "drop" }
  | { type: "close" };
export type FromClients =
  | { type: "opened"; count: number }
  | { type: "dropped" }
  | { type: "arrivals"; arrivals: Record<string, number[]>; missing: number }
  | { type: "error"; message: string };

const send = (message: FromClients) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, number[]>();
const requests: http.ClientRequest[] = [];
let streams = 0;
let onArrival: (() => void) | undefined;

function openOne(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      let pending = "";
      let opened = false;
      res.on("data", (chunk: string) => {
        const at = now();
        if (!opened) {
          opened = true;
          resolve();
        }
        pending += chunk;
        let end = pending.indexOf("\n\n");
        while (end >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (block.startsWith("event: change") && data) {
            const id = (JSON.parse(data.slice(6)) as { responseId?: string }).responseId;
            if (id) {
              const list = arrivals.get(id) ?? [];
              list.push(at);
              arrivals.set(id, list);
            }
          }
          end = pending.indexOf("\n\n");
        }
        onArrival?.();
      });
    });
    req.on("error", reject);
    requests.push(req);
  });
}

async function openAll(url: string, count: number) {
  // In batches, as tabs would open: not one burst of `count` simultaneous connects.
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => openOne(url)));
  }
  streams = count;
  send({ type: "opened", count });
}

async function awaitIds(ids: string[], timeoutMs: number) {
  const complete = () => ids.every((id) => (arrivals.get(id)?.length ?? 0) >= streams);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    onArrival = () => {
      if (!complete()) return;
      clearTimeout(timer);
      resolve();
    };
    onArrival();
  });
  onArrival = undefined;
  const result: Record<string, number[]> = {};
  let missing = 0;
  for (const id of ids) {
    result[id] = arrivals.get(id) ?? [];
    missing += streams - result[id].length;
  }
  send({ type: "arrivals", arrivals: result, missing });
}

process.on("message", (message: ToClients) => {
  const run =
    message.type === "open"
      ? openAll(message.url, message.count)
      : message.type === "await"
        ? awaitIds(message.ids, message.timeoutMs)
        : message.type === "drop"
          ? Promise.resolve().then(() => {
              for (const req of requests.splice(0)) req.destroy();
              send({ type: "dropped" });
            })
          : Promise.resolve().then(() => {
              for (const req of requests) req.destroy();
              process.exit(0);
            });
  run.catch((error: unknown) => send({ type: "error", message: String(error) }));
});
process.on("disconnect", () => process.exit(0));
