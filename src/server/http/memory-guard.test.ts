import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { errorResponse } from "./errors.ts";
import { BUSY_MESSAGE, memoryGuard } from "./memory-guard.ts";

function appWith(heap: { used: number }, clock: { now: number }) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(error, c, { isProduction: true } as never));
  app.use(
    "*",
    memoryGuard(
      () => ({ used: heap.used, limit: 100 }),
      () => clock.now,
    ),
  );
  app.get("/api/hangs/x", (c) => c.json({ ok: true }));
  app.get("/api/hangs/x/events", (c) => c.text("stream"));
  app.post("/api/hangs/x/responses", (c) => c.json({ saved: true }, 201));
  return app;
}

describe("memoryGuard", () => {
  it("refuses writes near the heap limit with a 503 and Retry-After, and serves reads and streams", async () => {
    const heap = { used: 50 };
    const clock = { now: 0 };
    const app = appWith(heap, clock);
    expect((await app.request("/api/hangs/x/responses", { method: "POST" })).status).toBe(201);

    heap.used = 95;
    clock.now += 1000;
    const refused = await app.request("/api/hangs/x/responses", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(((await refused.json()) as { message: string }).message).toBe(BUSY_MESSAGE);
    const german = await app.request("/api/hangs/x/responses", {
      method: "POST",
      headers: { "Accept-Language": "de" },
    });
    expect(((await german.json()) as { message: string }).message).toMatch(
      /^Hangs ist gerade sehr ausgelastet/,
    );
    expect((await app.request("/api/hangs/x/events")).status).toBe(200);
    expect((await app.request("/api/hangs/x")).status).toBe(200);

    heap.used = 60;
    clock.now += 1000;
    expect((await app.request("/api/hangs/x/responses", { method: "POST" })).status).toBe(201);
  });
});
