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

  it("sends pages the security headers that keep edit links and the page safe", async () => {
    const page = await bothWays("/");
    const csp = page.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.get("referrer-policy")).toBe("no-referrer");
    expect(page.get("x-content-type-options")).toBe("nosniff");
    expect(page.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()",
    );
  });

  it("sends API answers and feeds a policy that lets them run nothing, framed nowhere, never cached", async () => {
    for (const path of ["/api/health", "/feed/not-a-token.ics"]) {
      const data = await bothWays(path);
      expect(data.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(data.get("referrer-policy"), path).toBe("no-referrer");
      expect(data.get("x-content-type-options"), path).toBe("nosniff");
      expect(data.get("x-frame-options"), path).toBe("DENY");
    }
    expect((await bothWays("/api/health")).get("cache-control")).toBe("no-store");
  });

  it("refuses writes sent from another site", async () => {
    const { status } = await t.request("POST", "/api/hangs", hangInput(), { Origin: "https://evil.example" });
    expect(status).toBe(403);
    const same = await t.request("POST", "/api/hangs", hangInput(), { Origin: "http://localhost:5000" });
    expect(same.status).toBe(201);
  });

  // Hono falls back to its slower trie router, for every request, when one fixed path segment sits
  // beside a `:param` (decision 0051); the read bench would show it only as a lower figure.
  it("routes every request through one regular expression", async () => {
    await t.request("GET", "/api/health");
    expect(t.app.router.name).toBe("SmartRouter + RegExpRouter");
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

const SECURITY_HEADER =
  /^(content-security-policy|permissions-policy|referrer-policy|strict-transport-security|cache-control|origin-agent-cluster|cross-origin-.*|x-(?!request-id).*)$/;

/**
 * A path's headers as a browser gets them (over a socket, where they are set on Node's response)
 * after checking that an in-process request gets the same ones.
 */
async function bothWays(path: string): Promise<Headers> {
  let overTheWire = new Headers();
  await overSocket(t, async (port) => {
    overTheWire = (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  });
  const inProcess = (await t.raw(path)).headers;
  const named = (headers: Headers) => [...headers].filter(([name]) => SECURITY_HEADER.test(name));
  expect(named(overTheWire), path).toEqual(named(inProcess));
  return overTheWire;
}
