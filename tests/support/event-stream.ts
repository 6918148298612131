// Reads a server-sent-event stream as a browser's EventSource would, keeping the raw text too.
export interface SseEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Everything received, byte for byte (comments and fields included). */
  raw(): string;
  events: SseEvent[];
  /** The first event (from `from` on) that matches, waiting up to `timeoutMs`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the stream ends: "done" when the server finished it cleanly, "error" when cut. */
  ended: Promise<"done" | "error">;
  close(): Promise<void>;
}

export async function readEventStream(response: Response): Promise<EventStream> {
  const events: SseEvent[] = [];
  let raw = "";
  let pending = "";
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const parse = () => {
    let end = pending.indexOf("\n\n");
    while (end >= 0) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) event = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length > 0) events.push({ event, data: data.join("\n") });
      end = pending.indexOf("\n\n");
    }
    for (const wake of waiters) wake();
  };
  const ended = (async (): Promise<"done" | "error"> => {
    if (!reader) return "done";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        pending += text;
        parse();
      }
      return "done";
    } catch {
      // Cut off, or cancelled by close().
      return "error";
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    raw: () => raw,
    events,
    ended,
    waitFor(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; got:\n${raw}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader?.cancel().catch(() => {});
      await ended;
    },
  };
}

/** The event names and kinds of the changes received, for readable assertions. */
export function changeKinds(stream: EventStream): string[] {
  return stream.events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data).kind as string);
}
