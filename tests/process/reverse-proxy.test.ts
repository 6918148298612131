// The usual deployment: nginx on the same host in front of the app on 127.0.0.1. Through it, nobody
// reaches the built-in sign-in provider or the dev mailbox, a rebinding domain reaches nothing, and a
// client cannot pick its own address for the limits by writing X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangInput } from "../support/factories.ts";
import { type RunningNginx, startNginx } from "../support/nginx.ts";
import { rawRequest } from "../support/raw-http.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const DISCOVERY = "/dev-idp/.well-known/openid-configuration";
const portOf = (server: RunningServer) => Number(new URL(server.url).port);

let developer: RunningServer;
let deployed: RunningServer;
let nginx: RunningNginx;
let [devDefaults, devRecommended, deployedRecommended] = [0, 0, 0];

beforeAll(async () => {
  [developer, deployed] = await Promise.all([
    // Someone who put nginx in front and left PUBLIC_URL (http://localhost:PORT) and NODE_ENV at their defaults.
    startServer({ env: { NODE_ENV: "development" } }),
    // A real deployment: its public name, one proxy, limits small enough to reach.
    startServer({
      env: {
        NODE_ENV: "development",
        PUBLIC_URL: "https://hangs.example.com",
        TRUST_PROXY: "1",
        HANGS_PER_ADDRESS_PER_HOUR: "2",
      },
    }),
  ]);
  nginx = await startNginx([
    { upstreamPort: portOf(developer), settings: "defaults" },
    { upstreamPort: portOf(developer), settings: "recommended" },
    { upstreamPort: portOf(deployed), settings: "recommended" },
  ]);
  [devDefaults = 0, devRecommended = 0, deployedRecommended = 0] = nginx.ports;
}, 90_000);
afterAll(async () => {
  await nginx?.stop();
  await Promise.all([developer?.dispose(), deployed?.dispose()]);
});

describe("behind nginx on the same host", () => {
  it("serves the provider and mailbox to the developer directly, but to no one through the proxy", async () => {
    const direct = portOf(developer);
    expect((await rawRequest(direct, DISCOVERY)).body).toContain("authorization_endpoint");
    expect((await rawRequest(direct, "/dev/mail")).body).toContain("Dev mailbox");
    // A visitor's best try: the defaults replace Host with the upstream's, the recommended settings
    // pass on what the visitor wrote, so the visitor writes a loopback name.
    for (const port of [devDefaults, devRecommended]) {
      const idp = await rawRequest(port, DISCOVERY, { headers: { Host: "localhost" } });
      expect(idp.status).toBe(403);
      expect(idp.body).not.toContain("authorization_endpoint");
      const mail = await rawRequest(port, "/dev/mail", { headers: { Host: "localhost" } });
      expect(mail.status).toBe(404);
      expect(mail.body).not.toContain("Dev mailbox");
    }
  });

  it("runs no built-in provider when PUBLIC_URL is a public name, and says so at start", async () => {
    expect(deployed.output()).toMatch(
      /sign-in is off: no provider is configured and PUBLIC_URL \(hangs\.example\.com\)/,
    );
    const me = await rawRequest(deployedRecommended, "/api/auth/user", {
      headers: { Host: "hangs.example.com" },
    });
    expect(JSON.parse(me.body)).toMatchObject({ user: null, provider: null });
    const idp = await rawRequest(portOf(deployed), DISCOVERY);
    expect(idp.body).not.toContain("authorization_endpoint");
  });

  it("answers 421 to a host name that is not its own, as a rebinding domain would send", async () => {
    const own = await rawRequest(deployedRecommended, "/api/health", {
      headers: { Host: "hangs.example.com" },
    });
    expect(own.status).toBe(200);
    const foreign = await rawRequest(deployedRecommended, "/api/health", {
      headers: { Host: "evil.example" },
    });
    expect(foreign.status).toBe(421);
  });

  it("counts the address nginx saw, whatever X-Forwarded-For the client wrote", async () => {
    const create = (spoofed: string) =>
      rawRequest(deployedRecommended, "/api/hangs", {
        method: "POST",
        headers: {
          Host: "hangs.example.com",
          Origin: "https://hangs.example.com",
          "Content-Type": "application/json",
          "X-Forwarded-For": spoofed,
        },
        body: JSON.stringify(hangInput()),
      });
    const statuses = [];
    for (const spoofed of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      statuses.push((await create(spoofed)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
