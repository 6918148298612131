import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { exposedHopTrust } from "./client-address.ts";

describe("a hop count trusted while other machines reach the app directly", () => {
  it.each([
    ["1", "0.0.0.0"],
    ["2", "::"],
    ["1", "10.1.2.3"],
  ])("is warned about: TRUST_PROXY=%s with HOST=%s", (trustProxy, host) => {
    const warning = exposedHopTrust(trustProxy, host);
    expect(warning).toContain(`TRUST_PROXY=${trustProxy}`);
    expect(warning).toContain(`HOST=${host}`);
    expect(warning).toContain("TRUST_PROXY=loopback");
  });

  it.each([
    ["1", "127.0.0.1"],
    ["1", "localhost"],
    ["1", "::1"],
    ["loopback", "0.0.0.0"],
    ["10.0.0.0/8, 192.168.0.1", "0.0.0.0"],
    ["false", "0.0.0.0"],
    ["0", "0.0.0.0"],
  ])("is fine: TRUST_PROXY=%s with HOST=%s", (trustProxy, host) => {
    expect(exposedHopTrust(trustProxy, host)).toBeUndefined();
  });

  it("reaches the start's log through the configuration", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxyWarning).toMatch(/HOST=0\.0\.0\.0/);
    expect(loadConfig({ TRUST_PROXY: "1", HOST: "127.0.0.1" }).trustProxyWarning).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxyWarning).toBeUndefined();
  });
});
