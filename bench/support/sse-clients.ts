// Child process holding many open event streams, like that many browser tabs, so they never share
// the server's process (its memory per stream is then read in the parent). It records when each
// change arrived on each stream, on the clock both processes share (performance.timeOrigin).
// Each stream is a bare socket that only looks for the change's response id in what arrives: on
// this 2-core machine the client shares the CPU with the server it measures, and a full HTTP and
// JSON parse of every delivery made the clients' own backlog part of the figures.
// Protocol (IPC): "open" → "opened"; "await" (ids, per stream) → "arrivals"; "drop" (close every
// stream) → "dropped"; "close" → exits.
import net from "node:net";

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

/** Only change events carry a response id; the bench's changes each carry a fresh one. */
const ID_MARK = '"responseId":"';
const ID_LENGTH = 36;

const send = (message: FromClients) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, number[]>();
const sockets: net.Socket[] = [];
let streams = 0;
/** While awaiting: the deliveries of the awaited ids still to come, and who to tell. */
let awaited: { ids: Set<string>; left: number; onDone: () => void } | undefined;

function arrived(id: string, at: number) {
  const list = arrivals.get(id);
  if (list) list.push(at);
  else arrivals.set(id, [at]);
  if (awaited?.ids.has(id) && --awaited.left <= 0) awaited.onDone();
}

function openOne(url: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    sockets.push(socket);
    let head = "";
    let opened = false;
    let pending = "";
    socket.on("connect", () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on("data", (chunk: Buffer) => {
      const at = now();
      let text = chunk.toString("latin1");
      if (!opened) {
        head += text;
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        if (!head.startsWith("HTTP/1.1 200"))
          return reject(new Error(`stream answered ${head.slice(0, 12)}`));
        opened = true;
        resolve();
        text = head.slice(end + 4);
      }
      pending += text;
      for (;;) {
        const mark = pending.indexOf(ID_MARK);
        if (mark < 0) {
          // The mark may be cut in two by the network: keep what could be its start.
          pending = pending.slice(-(ID_MARK.length - 1));
          return;
        }
        const start = mark + ID_MARK.length;
        if (pending.length < start + ID_LENGTH) {
          pending = pending.slice(mark);
          return;
        }
        arrived(pending.slice(start, start + ID_LENGTH), at);
        pending = pending.slice(start + ID_LENGTH);
      }
    });
    socket.on("error", reject);
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
  const left = ids.reduce((n, id) => n + streams - (arrivals.get(id)?.length ?? 0), 0);
  if (left > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      awaited = {
        ids: new Set(ids),
        left,
        onDone: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
  }
  awaited = undefined;
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
              for (const socket of sockets.splice(0)) socket.destroy();
              send({ type: "dropped" });
            })
          : Promise.resolve().then(() => {
              for (const socket of sockets) socket.destroy();
              process.exit(0);
            });
  run.catch((error: unknown) => send({ type: "error", message: String(error) }));
});
process.on("disconnect", () => process.exit(0));
