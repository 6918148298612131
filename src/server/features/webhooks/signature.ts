// Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
// random bytes, the key is those bytes, and each delivery carries `v1,` + base64 HMAC-SHA256 of
// `{webhook-id}.{webhook-timestamp}.{body}`.
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";
/** The specification asks for 24 to 64 bytes. */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/** The three headers for sending `body` as message `id` at `at`. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
