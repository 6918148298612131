import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("platform", () => {
  it("reports health with the database in use", async () => {
    const { status, body } = await t.request("GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: process.env.TEST_DB });
  });

  it("sends the security headers that keep edit links and the page safe", async () => {
    const { headers } = await t.request("GET", "/api/health");
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()",
    );
  });

  it("refuses writes sent from another site", async () => {
    const { status } = await t.request("POST", "/api/hangs", hangInput(), { Origin: "https://evil.example" });
    expect(status).toBe(403);
    const same = await t.request("POST", "/api/hangs", hangInput(), { Origin: "http://localhost:5000" });
    expect(same.status).toBe(201);
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const { status, body } = await t.request("GET", "/api/nothing-here");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Not found" });
  });
});

describe("dev mailbox", () => {
  it("is served to this machine only, never cached, and absent in production", async () => {
    await overSocket(t, async (port) => {
      const url = `http://127.0.0.1:${port}`;
      const local = await fetch(`${url}/dev/mail`);
      expect(await local.text()).toContain("Dev mailbox");
      expect(local.headers.get("cache-control")).toBe("no-store");
      // Through a proxy on this machine, the visitor is somewhere else.
      const proxied = await fetch(`${url}/dev/mail`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain("Dev mailbox");
    });
    // No socket address (as for any client this process cannot place): refused.
    expect((await t.request("GET", "/dev/mail")).status).toBe(404);
    const prod = await startTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
    try {
      await overSocket(prod, async (port) => {
        const url = `http://127.0.0.1:${port}`;
        expect(await (await fetch(`${url}/dev/mail`)).text()).not.toContain("Dev mailbox");
      });
    } finally {
      await prod.close();
    }
  });
});
