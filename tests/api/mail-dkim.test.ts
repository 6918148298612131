// With MAIL_DKIM_* set, every message leaves signed: a receiving server checks the signature
// against the public key published in DNS and trusts the mail as the domain's own. Checked here
// the way a receiver does, against the key pair the test made.
import { createHash, createVerify, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput } from "../support/factories.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "hangs-dkim-"));
  const keyFile = path.join(dir, "dkim.pem");
  writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL: "http://hangs.test:5000",
      MAIL_FROM: "Hangs <hangs@hangs.test>",
      MAIL_DKIM_DOMAIN: "hangs.test",
      MAIL_DKIM_SELECTOR: "hangs2026",
      MAIL_DKIM_PRIVATE_KEY_FILE: keyFile,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

/** The raw message's header fields in order, each as sent (folded lines joined, CRLFs kept). */
function headerFields(raw: string): { name: string; field: string }[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head
    .split(/\r\n(?![ \t])/)
    .map((field) => ({ name: field.slice(0, field.indexOf(":")).trim().toLowerCase(), field }));
}

/** RFC 6376 "relaxed" canonical forms. */
const relaxedHeader = (field: string) => {
  const colon = field.indexOf(":");
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${field.slice(0, colon).trim().toLowerCase()}:${value}`;
};
const relaxedBody = (body: string) =>
  `${body
    .split("\r\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""))
    .join("\r\n")
    .replace(/(\r\n)*$/, "")}\r\n`;

describe("DKIM signing", () => {
  it("signs each message for the domain and selector, verifiably with the published key", async () => {
    expect((await t.request("POST", "/api/hangs", hangInput())).status).toBe(201);
    const [mail] = await sink.waitFor(1);
    const fields = headerFields(mail!.raw);
    const signature = fields.find((f) => f.name === "dkim-signature")!;
    expect(signature, "a DKIM-Signature header").toBeDefined();
    const tags = Object.fromEntries(
      relaxedHeader(signature.field)
        .slice("dkim-signature:".length)
        .split(";")
        .map((tag) => tag.trim())
        .filter(Boolean)
        .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1).replace(/\s+/g, "")]),
    ) as Record<string, string>;
    expect(tags).toMatchObject({
      v: "1",
      a: "rsa-sha256",
      c: "relaxed/relaxed",
      d: "hangs.test",
      s: "hangs2026",
    });
    // The signed headers cover what a forger would change: sender, subject, the unsubscribe link.
    expect(tags.h!.toLowerCase().split(":")).toEqual(expect.arrayContaining(["from", "subject", "to"]));

    // The body hash, then the signature over the signed headers, as a receiving server checks them.
    const body = mail!.raw.slice(mail!.raw.indexOf("\r\n\r\n") + 4);
    expect(createHash("sha256").update(relaxedBody(body)).digest("base64")).toBe(tags.bh);
    const used = new Map<string, number>();
    const signed = tags.h!.split(":").map((name) => {
      const lower = name.toLowerCase();
      const all = fields.filter((f) => f.name === lower);
      const nth = used.get(lower) ?? 0;
      used.set(lower, nth + 1);
      const field = all[all.length - 1 - nth];
      return field ? `${relaxedHeader(field.field)}\r\n` : "";
    });
    const unsigned = relaxedHeader(signature.field).replace(/b=[^;]*$/, "b=");
    const verify = createVerify("RSA-SHA256");
    verify.update(signed.join("") + unsigned);
    expect(verify.verify(publicKey, tags.b!, "base64")).toBe(true);
  });
});
