// Deployed behind a proxy or reached through a rebinding domain, the development surfaces (the
// built-in sign-in provider, the dev mailbox) stay closed, a client cannot pick its own address
// for the limits, and writes must come from the exact origin, scheme included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { rawRequest } from "../support/raw-http.ts";

const DISCOVERY = "/dev-idp/.well-known/openid-configuration";

describe("the development surfaces answer a direct request from this machine only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("serves the dev mailbox and the built-in provider to a direct loopback request", async () => {
    await overSocket(t, async (port) => {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
        const mail = await rawRequest(port, "/dev/mail", { headers: { Host: host } });
        expect(mail.body, host).toContain("Dev mailbox");
        const idp = await rawRequest(port, DISCOVERY, { headers: { Host: host } });
        expect(idp.body, host).toContain("authorization_endpoint");
      }
    });
  });

  const forwardedBy: Record<string, string>[] = [
    { "X-Forwarded-For": "203.0.113.9" },
    { Forwarded: "for=203.0.113.9" },
    { "X-Forwarded-Host": "hangs.example.com" },
    { "X-Forwarded-Proto": "https" },
    { "X-Real-IP": "203.0.113.9" },
    { Via: "1.1 proxy" },
  ];
  for (const headers of forwardedBy) {
    it(`refuses both to a request a proxy passed on (${Object.keys(headers)[0]})`, async () => {
      await overSocket(t, async (port) => {
        const mail = await rawRequest(port, "/dev/mail", { headers });
        expect(mail.status).toBe(404);
        expect(mail.body).not.toContain("Dev mailbox");
        const idp = await rawRequest(port, DISCOVERY, { headers });
        expect(idp.status).toBe(403);
        expect(idp.body).not.toContain("authorization_endpoint");
      });
    });
  }

  it("refuses both over HTTP/1.0, which nginx speaks to its upstream by default and no browser does", async () => {
    await overSocket(t, async (port) => {
      expect((await rawRequest(port, "/dev/mail", { version: "1.0" })).status).toBe(404);
      expect((await rawRequest(port, DISCOVERY, { version: "1.0" })).status).toBe(403);
    });
  });

  it("refuses every request sent to a foreign host name with 421, so a rebinding domain reaches nothing", async () => {
    await overSocket(t, async (port) => {
      for (const path of ["/", "/api/health", "/dev/mail", DISCOVERY, "/hang/anything"]) {
        const answer = await rawRequest(port, path, { headers: { Host: `evil.example:${port}` } });
        expect(answer.status, path).toBe(421);
        expect(answer.body).not.toContain("Dev mailbox");
        expect(answer.body).not.toContain("authorization_endpoint");
      }
      const write = await rawRequest(port, "/api/hangs", {
        method: "POST",
        headers: { Host: "evil.example", "Content-Type": "application/json" },
        body: JSON.stringify(hangInput()),
      });
      expect(write.status).toBe(421);
    });
  });
});

describe("the built-in provider outside this machine", () => {
  it("is off whenever PUBLIC_URL is not a loopback origin, whatever NODE_ENV says", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      const config = loadConfig({ NODE_ENV, PUBLIC_URL: "https://hangs.example.com" });
      expect(config.signIn.kind).toBe("off");
    }
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:5000" }).signIn.kind).toBe("local");
    expect(loadConfig({ PUBLIC_URL: "http://[::1]:5000" }).signIn.kind).toBe("local");
  });

  it("offers no sign-in and serves no provider on a public deployment left in development mode", async () => {
    const t = await startTestApp({
      env: { NODE_ENV: "development", PUBLIC_URL: "https://hangs.example.com" },
    });
    try {
      expect((await t.request("GET", "/api/auth/user")).body).toMatchObject({ user: null, provider: null });
      await overSocket(t, async (port) => {
        const idp = await rawRequest(port, DISCOVERY, { headers: { Host: "hangs.example.com" } });
        expect(idp.body).not.toContain("authorization_endpoint");
        const direct = await rawRequest(port, DISCOVERY);
        expect(direct.body).not.toContain("authorization_endpoint");
      });
    } finally {
      await t.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("refuses `true`, which would believe whatever X-Forwarded-For a client writes", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY=true would believe any X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "not-an-address" })).toThrow(/TRUST_PROXY/);
  });

  /** An app that lets two hangs a client address an hour, reached from `socket`. */
  async function appBehind(trustProxy: string, socket: string) {
    return startTestApp({
      env: { TRUST_PROXY: trustProxy, HANGS_PER_ADDRESS_PER_HOUR: "2" },
      socketAddress: socket,
    });
  }
  const create = (t: TestApp, forwardedFor?: string) =>
    t.request("POST", "/api/hangs", hangInput(), forwardedFor ? { "X-Forwarded-For": forwardedFor } : {});

  it("with a hop count, counts the address the proxy saw, not the ones the client wrote", async () => {
    const t = await appBehind("1", "127.0.0.1");
    try {
      // The proxy appends the address it saw; everything to its left came from the client.
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await create(t, `203.0.113.${i}, 198.51.100.9`)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await create(t, "203.0.113.0, 198.51.100.10")).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("with a list, trusts exactly those proxies: the client is the first untrusted hop from the right", async () => {
    const t = await appBehind("loopback, 10.0.0.0/8", "127.0.0.1");
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await create(t, `192.0.2.${i}, 198.51.100.20, 10.1.2.3`)).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const t = await appBehind("loopback", "198.51.100.30");
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await create(t, `192.0.2.${i}`)).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it("groups IPv6 clients by /64: rotating addresses in one network shares one limit", async () => {
    const t = await appBehind("1", "::1");
    try {
      expect((await create(t, "2001:db8:1:2::1")).status).toBe(201);
      expect((await create(t, "2001:db8:1:2:ffff::9")).status).toBe(201);
      expect((await create(t, "2001:db8:1:2:abcd:1:2:3")).status).toBe(429);
      expect((await create(t, "2001:db8:1:3::1")).status).toBe(201);
      // An IPv4 client seen through an IPv6 socket is still that IPv4 address.
      expect((await create(t, "::ffff:198.51.100.40")).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe("the Origin check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("compares the whole origin, scheme included", async () => {
    await overSocket(t, async (port) => {
      const write = (origin: string) =>
        rawRequest(port, "/api/hangs", {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "application/json" },
          body: JSON.stringify(hangInput()),
        });
      expect((await write(`https://127.0.0.1:${port}`)).status).toBe(403);
      expect((await write(`http://127.0.0.1:${port + 1}`)).status).toBe(403);
      expect((await write(`http://127.0.0.1:${port}`)).status).toBe(201);
      // The public URL (http://localhost:5000 here) is always this app's origin.
      expect((await write("https://localhost:5000")).status).toBe(403);
      expect((await write("http://localhost:5000")).status).toBe(201);
    });
  });
});
