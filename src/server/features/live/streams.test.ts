import { describe, expect, it } from "vitest";
import { type LiveStream, LiveStreams, TOO_MANY_STREAMS } from "./streams.ts";

const hangId = "6f1c2a34-8b9d-4e5f-9a0b-1c2d3e4f5a6b";
const decoder = new TextDecoder();

/** A stream that records what it was sent, and can be aborted like a browser leaving. */
function fakeStream() {
  const sent: string[] = [];
  const aborts: (() => void)[] = [];
  let closed = false;
  const stream: LiveStream = {
    write: async (chunk) => sent.push(typeof chunk === "string" ? chunk : decoder.decode(chunk)),
    close: async () => {
      closed = true;
    },
    onAbort: (listener) => aborts.push(listener),
  };
  const leave = () => {
    for (const abort of aborts) abort();
  };
  return { stream, sent, leave, closed: () => closed };
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
