import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compression.ts";

describe("compressResponses", () => {
  it("never encodes an event stream, so each event reaches the browser as it is written", async () => {
    const app = new Hono();
    app.use("*", compressResponses);
    app.get("/events", (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: "changed", data: "x".repeat(4000) });
      }),
    );
    for (const accept of ["br", "gzip"]) {
      const res = await app.request("/events", { headers: { "Accept-Encoding": accept } });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toContain("event: changed");
    }
  });
});
