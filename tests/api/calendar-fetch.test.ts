// "Check my calendar" by address: the running app fetches a calendar address for the browser (which
// CORS keeps from doing it) and hands back the text as it came, and never lets an address reach this
// machine or its network: not by a literal, a name that resolves there, or a redirect. The calendar
// service is a loopback HTTPS stand-in that tests alone may reach (CALENDAR_FETCH_TEST_ALLOW).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import {
  CALENDAR_ADDRESS_NOT_ALLOWED,
  CALENDAR_DID_NOT_ANSWER,
  CALENDAR_FETCH_MAX_BYTES,
  CALENDAR_TOO_BIG,
  NOT_A_CALENDAR,
} from "../../src/shared/calendar-fetch.ts";
import { CALENDAR_BYTES, type CalendarHost, startCalendarHost } from "../support/calendar-host.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Long enough for a loopback fetch on a busy machine, short enough to wait for twice.
const TIMEOUT_MS = 3000;
/** Part of every address the tests send: it must never show up in the app's log. */
const SECRET = "private-4f0c9e7d2b1a";

let host: CalendarHost;
let server: RunningServer;
beforeAll(async () => {
  host = await startCalendarHost({ maxBytes: CALENDAR_FETCH_MAX_BYTES });
  server = await startServer({
    env: {
      LOG_LEVEL: "info",
      // Each test speaks for its own client address (through a proxy on this machine), so only the
      // rate-limit test meets the limit.
      TRUST_PROXY: "loopback",
      CALENDAR_FETCH_TIMEOUT_MS: String(TIMEOUT_MS),
      CALENDAR_FETCH_TEST_ALLOW: `127.0.0.1:${host.port},calendar.test:${host.port}`,
      CALENDAR_FETCH_TEST_CA: host.caFile,
      // Names answered without DNS, as an attacker's own DNS server would answer them.
      CALENDAR_FETCH_TEST_HOSTS: [
        "calendar.test=127.0.0.1",
        "loopback.test=127.0.0.1",
        "metadata.test=169.254.169.254",
        "intranet.test=10.0.0.5",
        "ula.test=fd00::5",
        "mapped.test=::ffff:10.0.0.5",
        // IPv6 forms that carry a loopback or private IPv4 address.
        "compatible.test=::7f00:1",
        "compatible-intranet.test=::a00:5",
        "nat64.test=64:ff9b::a9fe:a9fe",
        "sixtofour.test=2002:a00:5::1",
        "teredo.test=2001:0:808:808::80ff:fffe",
      ].join(","),
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await host?.close();
});

let nextClient = 1;
/** A fresh documentation address (RFC 5737) per call, as the proxy on this machine reports it. */
const newClient = () => `198.51.100.${nextClient++}`;

async function check(url: unknown, options: { client?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}/api/calendar-fetch`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": options.client ?? newClient(),
      ...options.headers,
    },
    body: JSON.stringify(url === undefined ? {} : { url }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  const body = type.startsWith("application/json") ? JSON.parse(bytes.toString("utf8")) : undefined;
  return { status: res.status, headers: res.headers, bytes, body };
}

const at = (path: string) => `${host.origin}${path}`;
const redirectTo = (location: string) => at(`/to?location=${encodeURIComponent(location)}`);

describe("a calendar address", () => {
  it("comes back byte for byte as text/calendar, never cached", async () => {
    const res = await check(at(`/${SECRET}/basic.ics`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.bytes.equals(CALENDAR_BYTES)).toBe(true);
  });

  it("reads webcal:// and webcals:// as https://", async () => {
    for (const scheme of ["webcal", "webcals", "WEBCAL"]) {
      const res = await check(`${scheme}://127.0.0.1:${host.port}/calendar.ics`);
      expect(res.status, scheme).toBe(200);
      expect(res.bytes.equals(CALENDAR_BYTES)).toBe(true);
    }
  });

  it("takes a calendar whatever content type it is sent with, and with a byte-order mark", async () => {
    expect((await check(at("/octet-stream.ics"))).status).toBe(200);
    const bom = await check(at("/bom.ics"));
    expect(bom.status).toBe(200);
    expect(bom.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("follows up to 3 redirects, relative ones and webcal ones included", async () => {
    const before = host.requests.length;
    expect((await check(at("/redirect/3"))).status).toBe(200);
    expect(host.requests.slice(before)).toEqual([
      "/redirect/3",
      "/redirect/2",
      "/redirect/1",
      "/calendar.ics",
    ]);
    expect((await check(at("/relative"))).status).toBe(200);
    expect((await check(redirectTo(`webcal://127.0.0.1:${host.port}/calendar.ics`))).status).toBe(200);
  });

  it("reaches an allowed name through its (checked) lookup", async () => {
    expect((await check(`https://calendar.test:${host.port}/calendar.ics`)).status).toBe(200);
  });

  it("takes a calendar of exactly 5 MB", async () => {
    const res = await check(at("/exactly-max.ics"));
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(CALENDAR_FETCH_MAX_BYTES);
  });
});

describe("addresses that are not allowed (400)", () => {
  const refused = async (url: unknown) => {
    const before = host.requests.length;
    const res = await check(url);
    expect({ url, status: res.status, body: res.body }).toEqual({
      url,
      status: 400,
      body: expect.objectContaining({ message: CALENDAR_ADDRESS_NOT_ALLOWED }),
    });
    expect(host.requests.length, String(url)).toBe(before);
  };

  it("anything but https, an address with credentials, and what is not an address", async () => {
    for (const url of [
      `http://127.0.0.1:${host.port}/calendar.ics`,
      "ftp://example.com/calendar.ics",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "not an address",
      "",
      `https://user:pass@127.0.0.1:${host.port}/calendar.ics`,
      `https://user@127.0.0.1:${host.port}/calendar.ics`,
      `https://127.0.0.1:${host.port}/${"x".repeat(2100)}`,
      42,
      undefined,
    ]) {
      await refused(url);
    }
  });

  it("this machine, private networks and every other special range, as literals", async () => {
    for (const url of [
      "https://127.0.0.1/calendar.ics",
      "https://127.0.0.2/calendar.ics",
      "https://2130706433/calendar.ics",
      "https://0x7f.1/calendar.ics",
      "https://10.0.0.1/calendar.ics",
      "https://172.16.0.1/calendar.ics",
      "https://172.31.255.254/calendar.ics",
      "https://192.168.1.1/calendar.ics",
      "https://169.254.169.254/latest/meta-data/",
      "https://100.64.0.1/calendar.ics",
      "https://0.0.0.0/calendar.ics",
      "https://224.0.0.1/calendar.ics",
      "https://255.255.255.255/calendar.ics",
      "https://240.0.0.1/calendar.ics",
      "https://[::1]/calendar.ics",
      "https://[::]/calendar.ics",
      "https://[fe80::1]/calendar.ics",
      "https://[fc00::1]/calendar.ics",
      "https://[fd12:3456::1]/calendar.ics",
      "https://[ff02::1]/calendar.ics",
      "https://[::ffff:127.0.0.1]/calendar.ics",
      "https://[::ffff:10.0.0.1]/calendar.ics",
      "https://[64:ff9b::a00:1]/calendar.ics",
      "webcal://192.168.0.10/calendar.ics",
    ]) {
      await refused(url);
    }
  });

  it("every IPv6 form that carries a loopback, private or link-local IPv4 address, as literals", async () => {
    for (const address of [
      // IPv4-compatible (::/96): refused whatever it carries.
      "::7f00:1",
      "::a00:5",
      "::a9fe:a9fe",
      "::c0a8:101",
      // IPv4-mapped, and the translator's form.
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "::ffff:0:a00:5",
      // NAT64: the well-known prefix, and the local-use one.
      "64:ff9b::7f00:1",
      "64:ff9b::c0a8:101",
      "64:ff9b:1::a00:5",
      // 6to4: the IPv4 address in bits 16–48.
      "2002:7f00:1::1",
      "2002:a9fe:a9fe::1",
      // Teredo: a loopback server (bits 32–64), then a private client (last 32 bits, inverted).
      "2001:0:7f00:1::f7f7:fbfb",
      "2001:0:808:808::f5ff:fffa",
    ]) {
      await refused(`https://[${address}]/calendar.ics`);
      await refused(`https://[${address}]:${host.port}/calendar.ics`);
    }
  });

  it("the allowed test service on another port, which is listening", async () => {
    await refused(`https://127.0.0.1:${host.otherPort}/calendar.ics`);
  });

  it("names that resolve to this machine or a private network", async () => {
    for (const url of [
      `https://localhost:${host.port}/calendar.ics`,
      "https://localhost/calendar.ics",
      `https://loopback.test:${host.port}/calendar.ics`,
      "https://metadata.test/latest/meta-data/",
      "https://intranet.test/calendar.ics",
      "https://ula.test/calendar.ics",
      "https://mapped.test/calendar.ics",
      "https://compatible.test/calendar.ics",
      "https://compatible-intranet.test/calendar.ics",
      "https://nat64.test/latest/meta-data/",
      "https://sixtofour.test/calendar.ics",
      "https://teredo.test/calendar.ics",
    ]) {
      await refused(url);
    }
  });

  it("redirects that lead there", async () => {
    for (const location of [
      `https://127.0.0.1:${host.otherPort}/calendar.ics`,
      `https://localhost:${host.port}/calendar.ics`,
      "https://169.254.169.254/latest/meta-data/",
      "https://intranet.test/calendar.ics",
      "https://[::1]/calendar.ics",
      "https://[::7f00:1]/calendar.ics",
      `https://[::7f00:1]:${host.port}/calendar.ics`,
      "https://[2002:a00:5::1]/calendar.ics",
      "https://compatible.test/calendar.ics",
      "https://teredo.test/calendar.ics",
      `http://127.0.0.1:${host.port}/calendar.ics`,
      `https://user:pass@127.0.0.1:${host.port}/calendar.ics`,
    ]) {
      const before = host.requests.length;
      const res = await check(redirectTo(location));
      expect({ location, status: res.status, message: res.body?.message }).toEqual({
        location,
        status: 400,
        message: CALENDAR_ADDRESS_NOT_ALLOWED,
      });
      // Only the redirect itself was served: nothing behind it was asked.
      expect(host.requests.slice(before)).toEqual(["/to"]);
    }
  });
});

describe("addresses that do not answer well (502)", () => {
  const noAnswer = async (url: string) => {
    const res = await check(url);
    expect({ url, status: res.status, message: res.body?.message }).toEqual({
      url,
      status: 502,
      message: CALENDAR_DID_NOT_ANSWER,
    });
  };

  it("a 404, a 500 and more than 3 redirects", async () => {
    await noAnswer(at("/missing"));
    await noAnswer(at("/broken"));
    const before = host.requests.length;
    await noAnswer(at("/redirect/4"));
    expect(host.requests.length - before).toBe(4);
  });

  for (const path of ["/never-answers", "/stalls-mid-body"]) {
    it(`gives up on ${path} when the time limit passes`, async () => {
      const started = Date.now();
      await noAnswer(at(path));
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(took).toBeLessThan(TIMEOUT_MS + 5000);
    });
  }

  it("a name that does not resolve", async () => {
    await noAnswer("https://no-such-host.invalid/calendar.ics");
  });
});

describe("answers that are not calendars", () => {
  it("an HTML login page is refused with 422, whatever its content type", async () => {
    for (const path of ["/login", "/login-as-calendar"]) {
      const res = await check(at(path));
      expect({ path, status: res.status, message: res.body?.message }).toEqual({
        path,
        status: 422,
        message: NOT_A_CALENDAR,
      });
    }
  });

  it("over 5 MB is refused with 413: at once when declared, and without reading on when streamed", async () => {
    const started = Date.now();
    const declared = await check(at("/declared-too-big"));
    expect({ status: declared.status, message: declared.body?.message }).toEqual({
      status: 413,
      message: CALENDAR_TOO_BIG,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);

    const streamed = await check(at("/streams-too-much"));
    expect({ status: streamed.status, message: streamed.body?.message }).toEqual({
      status: 413,
      message: CALENDAR_TOO_BIG,
    });
    // The app hung up soon after 5 MB; the stream had 50 MB to give.
    await expect.poll(() => host.lastStream?.cutShort).toBe(true);
    expect(host.lastStream!.written).toBeLessThan(CALENDAR_FETCH_MAX_BYTES * 3);
  });
});

describe("the endpoint", () => {
  it("refuses a cross-site request and a non-JSON one, without fetching", async () => {
    const before = host.requests.length;
    const crossSite = await check(at("/calendar.ics"), { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${server.url}/api/calendar-fetch`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `url=${encodeURIComponent(at("/calendar.ics"))}`,
    });
    expect(form.status).toBe(415);
    expect(host.requests.length).toBe(before);
  });

  it("allows 20 checks per client address in 10 minutes, then says when to come back", async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) {
      expect((await check(at("/calendar.ics"), { client })).status).toBe(200);
    }
    const before = host.requests.length;
    const limited = await check(at("/calendar.ics"), { client });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many calendar checks from your network. Try again in 10 minutes.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(host.requests.length).toBe(before);
    // Someone else on another network is not held back.
    expect((await check(at("/calendar.ics"))).status).toBe(200);
  });

  it("never writes an address it was given to the log", async () => {
    // Everything above ran against this process; give it a moment to flush.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = server.output();
    expect(output).toContain('"event":"ready"');
    for (const part of [
      SECRET,
      `127.0.0.1:${host.port}`,
      "metadata.test",
      "intranet.test",
      "169.254.169.254",
      "compatible.test",
      "::7f00:1",
    ]) {
      expect(output).not.toContain(part);
    }
  });
});

describe("the test-only allowance", () => {
  it("is refused in production", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) };
    expect(() => loadConfig(production)).not.toThrow();
    for (const [name, value] of [
      ["CALENDAR_FETCH_TEST_ALLOW", "127.0.0.1:8443"],
      ["CALENDAR_FETCH_TEST_CA", "/tmp/ca.pem"],
      ["CALENDAR_FETCH_TEST_HOSTS", "calendar.test=127.0.0.1"],
    ] as const) {
      expect(() => loadConfig({ ...production, [name]: value })).toThrow(`${name}: only for tests`);
    }
  });

  it("takes only host:port pairs and name=address answers", () => {
    expect(() => loadConfig({ CALENDAR_FETCH_TEST_ALLOW: "127.0.0.1" })).toThrow(/host:port/);
    expect(() => loadConfig({ CALENDAR_FETCH_TEST_HOSTS: "calendar.test=nowhere" })).toThrow(/name=address/);
  });
});
