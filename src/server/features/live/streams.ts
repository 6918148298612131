// The open event streams of this instance, by hang: fan-out of each change, one heartbeat timer
// for all of them, a cap per client address, a bound on what each stream may have unsent, and a
// clean close of every stream at shutdown.
import { type HangChange, LIVE_CHANGE_EVENT, LIVE_RESYNC_EVENT } from "../../../shared/live.ts";
import { AppError } from "../../http/errors.ts";

/** An open event stream, as this hub uses it. */
export interface LiveStream {
  /** Queues `chunk`; `done` runs once the reader took it (or the stream failed). */
  write(chunk: Uint8Array, done: () => void): void;
  close(): Promise<void>;
  onAbort(listener: () => void): void;
  /** Cuts the connection at once, unsent writes and all (closing would wait behind them). */
  drop(): void;
}

export const TOO_MANY_STREAMS =
  "Too many live pages are open from your network. Close a few tabs and reload this one.";
/** Proxies and mobile networks drop connections that stay quiet for about a minute. */
export const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream ends (EventSource's `retry`). */
export const RECONNECT_MS = 2_000;
/**
 * Writes a stream may have waiting for its reader: far more than a page that reads ever has, and
 * each costs a queue entry (an event's bytes are shared by every stream). A page that falls further
 * behind is cut off: its EventSource reconnects and refetches the hang, which is all a missed event
 * would have asked for.
 */
export const MAX_QUEUED_WRITES = 512;

const encoder = new TextEncoder();

interface Open {
  stream: LiveStream;
  end: () => void;
  /** Writes handed to the stream that its reader has not taken yet. */
  queued: number;
  /** Made once per stream, not once per write: a change goes to thousands of streams. */
  taken: () => void;
  dropped: boolean;
}

export class LiveStreams {
  private readonly byHang = new Map<string, Set<Open>>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closing = false;

  constructor(
    private readonly maxPerAddress: number,
    heartbeatMs = HEARTBEAT_MS,
    private readonly maxQueued = MAX_QUEUED_WRITES,
  ) {
    this.heartbeat = setInterval(() => this.broadcast(": heartbeat\n\n"), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byHang.values()) n += set.size;
    return n;
  }

  /** Writes waiting for their readers, over every open stream. */
  get queued(): number {
    let n = 0;
    for (const set of this.byHang.values()) for (const open of set) n += open.queued;
    return n;
  }

  /** Counts a stream against its address before it opens; 429 past the cap. */
  reserve(address: string): () => void {
    const taken = this.perAddress.get(address) ?? 0;
    if (taken >= this.maxPerAddress) throw new AppError("rate_limited", TOO_MANY_STREAMS);
    this.perAddress.set(address, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }

  /** Keeps `stream` open for `hangId` until the browser leaves or the server stops. */
  async hold(hangId: string, stream: LiveStream, release: () => void): Promise<void> {
    const open: Open = { stream, end: () => {}, queued: 0, taken: () => {}, dropped: false };
    open.taken = () => {
      open.queued -= 1;
    };
    const ended = new Promise<void>((resolve) => {
      open.end = resolve;
    });
    try {
      if (this.closing) return;
      const set = this.byHang.get(hangId) ?? new Set<Open>();
      this.byHang.set(hangId, set);
      set.add(open);
      stream.onAbort(open.end);
      // Sent at once, so the browser sees the stream open and learns how soon to come back.
      this.send(open, encoder.encode(`retry: ${RECONNECT_MS}\n\n`));
      await ended;
    } finally {
      this.forget(hangId, open);
      release();
    }
  }

  /** One change, to every page of its hang open on this instance. */
  deliver(change: HangChange): number {
    const set = this.byHang.get(change.hangId);
    if (!set) return 0;
    // Encoded once for every stream of the hang.
    const bytes = encoder.encode(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
    for (const open of set) this.send(open, bytes);
    return set.size;
  }

  /** Changes may have been missed (the listening connection was lost): every page reads again. */
  resyncAll(): void {
    this.broadcast(`event: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`);
  }

  /**
   * Ends every stream cleanly, and from now on ends new ones at once: a browser reconnects after a
   * stream ends (to another instance), but gives up for good on an error status.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    const all = [...this.byHang.values()].flatMap((set) => [...set]);
    await Promise.all(
      all.map(async (open) => {
        // A stream with writes still waiting would only close after its reader took them.
        if (open.queued > 0) this.drop(open);
        else await open.stream.close();
        open.end();
      }),
    );
  }

  private broadcast(text: string): void {
    const bytes = encoder.encode(text);
    for (const set of this.byHang.values()) for (const open of set) this.send(open, bytes);
  }

  /** Queues `bytes` on one stream, or cuts the stream off when its reader has fallen too far behind. */
  private send(open: Open, bytes: Uint8Array): void {
    if (open.dropped) return;
    if (open.queued >= this.maxQueued) {
      this.drop(open);
      return;
    }
    open.queued += 1;
    open.stream.write(bytes, open.taken);
  }

  private drop(open: Open): void {
    open.dropped = true;
    open.stream.drop();
    open.end();
  }

  private forget(hangId: string, open: Open): void {
    const set = this.byHang.get(hangId);
    if (!set?.delete(open)) return;
    if (set.size === 0) this.byHang.delete(hangId);
  }
}
