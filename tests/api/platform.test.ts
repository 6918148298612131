import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
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
  it("is served outside production and absent in production", async () => {
    expect((await t.request("GET", "/dev/mail")).body).toContain("Dev mailbox");
    const prod = await startTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
    try {
      const { body } = await prod.request("GET", "/dev/mail");
      expect(String(body)).not.toContain("Dev mailbox");
    } finally {
      await prod.close();
    }
  });
});
