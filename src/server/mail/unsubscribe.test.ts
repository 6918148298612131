import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { responseSecrets } from "../http/response-secrets.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe.ts";

const secrets = responseSecrets("a server key for the tests");
const request = {
  scope: "hang" as const,
  hangId: "0b5c3c52-4c1e-4a47-9a57-1f1c3f0c9d11",
  email: "kate@example.com",
};

describe("unsubscribe tokens", () => {
  it("say nothing of the address or the hang to whoever reads the link", () => {
    const token = unsubscribeToken(secrets, request);
    for (const reading of [token, Buffer.from(token, "base64url").toString("latin1")]) {
      expect(reading).not.toContain("kate");
      expect(reading).not.toContain("example.com");
      expect(reading).not.toContain(request.hangId);
    }
    expect(readUnsubscribeToken(secrets, token)).toEqual(request);
  });

  it("are refused when changed, or made with another server's key", () => {
    const token = unsubscribeToken(secrets, request);
    const flipped = Buffer.from(token, "base64url");
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    expect(readUnsubscribeToken(secrets, flipped.toString("base64url"))).toBeUndefined();
    expect(readUnsubscribeToken(responseSecrets("another key"), token)).toBeUndefined();
    expect(readUnsubscribeToken(secrets, "")).toBeUndefined();
    expect(readUnsubscribeToken(secrets, "forged.token")).toBeUndefined();
  });

  it("still open the signed links mailed before tokens were sealed", () => {
    const body = Buffer.from(JSON.stringify(["all", request.hangId, request.email])).toString("base64url");
    const mac = createHmac("sha256", "a server key for the tests")
      .update(`response:unsubscribe:${body}`)
      .digest("base64url");
    expect(readUnsubscribeToken(secrets, `${body}.${mac}`)).toEqual({ ...request, scope: "all" });
  });
});
