// Abuse limits: a real party never meets them; a script does, and gets 429 with a message that says
// when to come back. On PostgreSQL the counters live in the database, so every instance shares them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { createContext } from "../../src/server/context.ts";
import { hangs, responses } from "../../src/server/db/schema.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

/** Every request arrives through a proxy on this machine that names the client it passes on. */
const PROXY = "127.0.0.1";
const from = (address: string) => ({ "X-Forwarded-For": address });

describe("with the default limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "loopback" }, socketAddress: PROXY });
  });
  afterAll(() => t.close());

  it("lets a party of 50 answer within a minute from one café's address", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput(), from("198.51.100.7"))).body;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestName: `Guest ${i}`, guestEmail: `guest${i}@example.com` }),
          from("198.51.100.7"),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
  });
});

describe("with small limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      socketAddress: PROXY,
      env: {
        TRUST_PROXY: "loopback",
        HANGS_PER_ADDRESS_PER_HOUR: "2",
        ANSWERS_PER_ADDRESS_PER_MINUTE: "3",
        ANSWERS_PER_HANG_PER_MINUTE: "4",
        ANSWER_CHANGES_PER_ADDRESS_PER_MINUTE: "2",
        SUGGESTIONS_PER_ADDRESS_PER_MINUTE: "2",
        VOTES_PER_HANG_PER_MINUTE: "2",
      },
    });
  });
  afterAll(() => t.close());

  const hangCount = async () => (await t.ctx.db.select({ id: hangs.id }).from(hangs)).length;

  it("refuses a third hang from one address in the hour, says when to retry, and stores nothing", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.1"))).status).toBe(201);
    }
    const before = await hangCount();
    const refused = await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.1"));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: "Too many new hangs from your network. Try again in an hour.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await hangCount()).toBe(before);
    // Another address is not held back by the first.
    expect((await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.2"))).status).toBe(201);
  });

  it("limits answers per address and per hang, each with its own message", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.3"))).body;
    const answer = (n: number, address: string) =>
      t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: `Guest ${n}`, guestEmail: `g${n}@example.com` }),
        from(address),
      );
    for (let n = 0; n < 3; n++) expect((await answer(n, "192.0.2.1")).status).toBe(201);
    const perAddress = await answer(3, "192.0.2.1");
    expect(perAddress.status).toBe(429);
    expect(perAddress.body.message).toBe("Too many answers from your network. Try again in a minute.");

    expect((await answer(4, "192.0.2.2")).status).toBe(201);
    const perHang = await answer(5, "192.0.2.3");
    expect(perHang.status).toBe(429);
    expect(perHang.body.message).toBe(
      "This hang has reached its limit of 4 answers a minute. Try again in a minute.",
    );
    const stored = await t.ctx.db.select({ email: responses.guestEmail }).from(responses);
    expect(stored.map((r) => r.email).filter((e) => /^g[3-5]@/.test(e))).toEqual(["g4@example.com"]);
  });

  it("counts answers arriving at the same moment one by one: exactly the limit gets in", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.4"))).body;
    // Twelve at once from four networks: three each fits every network's limit, not the hang's 4.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestName: `Rush ${n}`, guestEmail: `rush${n}@example.com` }),
          from(`192.0.2.${10 + (n % 4)}`),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expect(r.body.message).toBe(
        "This hang has reached its limit of 4 answers a minute. Try again in a minute.",
      );
    }
    const stored = await t.ctx.db.select({ email: responses.guestEmail }).from(responses);
    expect(stored.filter((r) => r.email.startsWith("rush"))).toHaveLength(4);
  });

  it("limits answer changes, suggestions and votes too", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.4"))).body;
    const calls = [
      {
        method: "PUT",
        path: `/responses/00000000-0000-4000-8000-000000000000`,
        noun: "answer changes",
        limit: 2,
      },
      { method: "POST", path: "/activity-suggestions", noun: "suggestions", limit: 2 },
      { method: "POST", path: "/activity-votes", noun: "votes", limit: 2 },
    ];
    for (const { method, path, noun, limit } of calls) {
      // Refused attempts count as well: a script cannot probe for free.
      for (let i = 0; i < limit; i++) {
        const res = await t.request(method, `/api/hangs/${hang.id}${path}`, {}, from("192.0.2.9"));
        expect(res.status, path).toBeLessThan(429);
      }
      const refused = await t.request(method, `/api/hangs/${hang.id}${path}`, {}, from("192.0.2.9"));
      expect(refused.status, path).toBe(429);
      expect(refused.body.message, path).toContain(noun);
    }
  });
});

describe("answers per hang", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: "loopback", MAX_ANSWERS_PER_HANG: "3" },
      socketAddress: PROXY,
    });
  });
  afterAll(() => t.close());

  it("takes at most the configured number of answers per hang", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput(), from("203.0.113.5"))).body;
    for (let n = 0; n < 3; n++) {
      const res = await t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestName: `Fan ${n}`, guestEmail: `fan${n}@example.com` }),
        from(`198.18.0.${n}`),
      );
      expect(res.status).toBe(201);
    }
    const fourth = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "fourth@example.com" }),
      from("198.18.1.1"),
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe("This hang has reached its limit of 3 answers, so it cannot take more.");
  });
});

describe("where the counters live", () => {
  const onPostgres = process.env.TEST_DB === "postgres";
  it(onPostgres
    ? "in PostgreSQL: two instances on one database share them"
    : "in memory on the embedded database, which one process owns", async () => {
    const env = { TRUST_PROXY: "loopback", HANGS_PER_ADDRESS_PER_HOUR: "2" };
    const first = await startTestApp({ env, socketAddress: PROXY });
    try {
      expect((await first.request("POST", "/api/hangs", hangInput(), from("203.0.113.77"))).status).toBe(201);
      const { rows } = (await first.ctx.db.execute(
        sql`select table_name from information_schema.tables where table_name = 'rate_limits'`,
      )) as unknown as { rows: unknown[] };
      expect(rows.length).toBe(onPostgres ? 1 : 0);
      if (!onPostgres) return;

      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "error", ...env });
      const secondCtx = await createContext(config, first.database, { runWorkers: false });
      const second = createApp(secondCtx);
      try {
        const send = () =>
          second.request(
            "/api/hangs",
            {
              method: "POST",
              headers: { "Content-Type": "application/json", ...from("203.0.113.77") },
              body: JSON.stringify(hangInput()),
            },
            { incoming: { socket: { remoteAddress: PROXY } } },
          );
        expect((await send()).status).toBe(201);
        expect((await send()).status).toBe(429);
      } finally {
        await secondCtx.stop();
      }
    } finally {
      await first.close();
    }
  }, 60_000); // Two app instances, each opening its own database copy: slow on a busy machine.
});
