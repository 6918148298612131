import { describe, expect, it } from "vitest";
import { type LiveStream, LiveStreams, TOO_MANY_STREAMS } from "./streams.ts";

const hangId = "6f1c2a34-8b9d-4e5f-9a0b-1c2d3e4f5a6b";
const decoder = new TextDecoder();

/**
 * A stream that records what it was sent, and can be aborted like a browser leaving. A stalled one
 * is a reader that stopped reading: its writes never complete until it is dropped.
 */
function fakeStream({ stalled = false } = {}) {
  const sent: string[] = [];
  const aborts: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  let closed = false;
  let dropped = 0;
  const stream: LiveStream = {
    write: (chunk, done) => {
      sent.push(decoder.decode(chunk));
      if (stalled) waiting.push(done);
      else queueMicrotask(done);
    },
    close: async () => {
      // As a real stream: closing waits until the reader has taken every write.
      if (stalled) await new Promise<void>((resolve) => waiting.push(resolve));
      closed = true;
    },
    onAbort: (listener) => aborts.push(listener),
    drop: () => {
      dropped += 1;
      // Like an aborted stream: the writes still waiting fail and are let go.
      for (const release of waiting.splice(0)) release();
    },
  };
  const leave = () => {
    for (const abort of aborts) abort();
  };
  return { stream, sent, leave, closed: () => closed, dropped: () => dropped };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe("open live streams", () => {
  it("send heartbeats, deliver only their hang's changes, and end when the server closes", async () => {
    const streams = new LiveStreams(5, 20);
    const page = fakeStream();
    const other = fakeStream();
    const held = streams.hold(hangId, page.stream, streams.reserve("a"));
    void streams.hold("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", other.stream, streams.reserve("a"));
    expect(streams.deliver({ hangId, kind: "vote-cast" })).toBe(1);
    await tick(50);
    expect(page.sent[0]).toBe("retry: 2000\n\n");
    expect(page.sent).toContain(`event: change\ndata: {"hangId":"${hangId}","kind":"vote-cast"}\n\n`);
    expect(page.sent).toContain(": heartbeat\n\n");
    expect(other.sent.join("")).not.toContain("vote-cast");

    await streams.close();
    await held;
    expect(page.closed()).toBe(true);
    expect(streams.size).toBe(0);
    const late = fakeStream();
    await streams.hold(hangId, late.stream, streams.reserve("b"));
    expect(streams.size).toBe(0);
  });

  it("caps each address and frees a place when a page leaves", async () => {
    const streams = new LiveStreams(1);
    const page = fakeStream();
    const held = streams.hold(hangId, page.stream, streams.reserve("a"));
    expect(() => streams.reserve("a")).toThrow(TOO_MANY_STREAMS);
    expect(() => streams.reserve("b")).not.toThrow();
    page.leave();
    await held;
    expect(() => streams.reserve("a")).not.toThrow();
    await streams.close();
  });
});

describe("a page that stops reading", () => {
  it("holds at most the bound of unsent events, then is cut off while other pages carry on", async () => {
    const streams = new LiveStreams(5, 60_000, 8);
    const stuck = fakeStream({ stalled: true });
    const reading = fakeStream();
    const held = streams.hold(hangId, stuck.stream, streams.reserve("a"));
    void streams.hold(hangId, reading.stream, streams.reserve("b"));
    await tick();

    for (let i = 0; i < 7; i++) streams.deliver({ hangId, kind: "vote-cast" });
    await tick();
    // The retry line and seven events wait on the stalled page; none were dropped yet.
    expect(streams.queued).toBe(8);
    expect(stuck.dropped()).toBe(0);

    // A page that keeps reading takes each event as it comes, however many there are.
    for (let batch = 0; batch < 100; batch++) {
      for (let i = 0; i < 5; i++) streams.deliver({ hangId, kind: "vote-cast" });
      expect(streams.queued).toBeLessThanOrEqual(8 + 5);
      await tick();
    }
    await held;
    expect(stuck.dropped()).toBe(1);
    expect(stuck.sent).toHaveLength(8);
    expect(streams.size).toBe(1);
    await tick();
    expect(streams.queued).toBe(0);
    expect(reading.sent.filter((chunk) => chunk.includes("vote-cast"))).toHaveLength(507);
    // Its place under the address cap is free again.
    expect(() => streams.reserve("a")).not.toThrow();
    await streams.close();
  });

  it("does not keep the server from stopping", async () => {
    const streams = new LiveStreams(5, 60_000);
    const stuck = fakeStream({ stalled: true });
    const held = streams.hold(hangId, stuck.stream, streams.reserve("a"));
    streams.deliver({ hangId, kind: "vote-cast" });
    await streams.close();
    await held;
    expect(stuck.dropped()).toBe(1);
    expect(streams.size).toBe(0);
  });
});
