// Our signing against the Standard Webhooks reference implementation (the `standardwebhooks`
// package the specification links to): it signs the same, and it accepts what we send.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signedHeaders } from "./signature.ts";

describe("webhook signatures", () => {
  it("makes secrets as the specification describes: whsec_ and base64 of 24 to 64 random bytes", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(secret.slice("whsec_".length), "base64").length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(64);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it("signs exactly as the reference implementation does, and it verifies what we send", () => {
    const secret = newWebhookSecret();
    const at = new Date();
    const body = JSON.stringify({
      type: "answer.created",
      timestamp: at.toISOString(),
      data: { hangId: "x" },
    });
    const headers = signedHeaders(secret, "0b8f4e0c-9d51-4f6a-8a43-2d4f3a1e5b10", at, body);
    const reference = new Webhook(secret);
    expect(headers["webhook-signature"]).toBe(
      reference.sign(headers["webhook-id"], new Date(Number(headers["webhook-timestamp"]) * 1000), body),
    );
    expect(reference.verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it("is refused by the reference implementation for another secret or a changed body", () => {
    const at = new Date();
    const headers = signedHeaders(newWebhookSecret(), "id-1", at, '{"a":1}');
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', { ...headers })).toThrow();
  });

  it("matches the specification's published example", () => {
    // From the Standard Webhooks specification's signature example.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const headers = signedHeaders(
      secret,
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers["webhook-signature"]).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});
