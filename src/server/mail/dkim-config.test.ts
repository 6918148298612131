import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

const dir = mkdtempSync(path.join(tmpdir(), "hangs-dkim-config-"));
const rsaFile = path.join(dir, "rsa.pem");
writeFileSync(
  rsaFile,
  generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }),
);
const ecFile = path.join(dir, "ec.pem");
writeFileSync(
  ecFile,
  generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }),
);
const notAKey = path.join(dir, "notes.txt");
writeFileSync(notAKey, "not a key");

const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env });
const ALL = { MAIL_DKIM_DOMAIN: "hangs.example.com", MAIL_DKIM_SELECTOR: "hangs2026" };

describe("DKIM settings", () => {
  it("are off when none is set, and signs with the key file's key when all three are", () => {
    expect(loadConfig({ NODE_ENV: "test" }).dkim).toBeUndefined();
    const config = loadConfig({ NODE_ENV: "test", ...ALL, MAIL_DKIM_PRIVATE_KEY_FILE: rsaFile });
    expect(config.dkim).toMatchObject({ domainName: "hangs.example.com", keySelector: "hangs2026" });
    expect(config.dkim?.privateKey).toContain("BEGIN PRIVATE KEY");
  });

  it("refuse to start half set, naming what is missing", () => {
    expect(load({ MAIL_DKIM_DOMAIN: "hangs.example.com" })).toThrow(
      "Invalid configuration:\n  MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY_FILE must be set together (missing: MAIL_DKIM_SELECTOR, MAIL_DKIM_PRIVATE_KEY_FILE)",
    );
  });

  it("refuse to start with a key file that cannot be read or holds no RSA private key", () => {
    const missing = path.join(dir, "nowhere.pem");
    expect(load({ ...ALL, MAIL_DKIM_PRIVATE_KEY_FILE: missing })).toThrow(
      `MAIL_DKIM_PRIVATE_KEY_FILE: cannot read ${missing} (ENOENT)`,
    );
    expect(load({ ...ALL, MAIL_DKIM_PRIVATE_KEY_FILE: notAKey })).toThrow(
      `MAIL_DKIM_PRIVATE_KEY_FILE: ${notAKey} holds no usable private key`,
    );
    expect(load({ ...ALL, MAIL_DKIM_PRIVATE_KEY_FILE: ecFile })).toThrow("an ec key, not RSA");
  });

  it("refuse a domain or selector that is not a DNS name", () => {
    expect(load({ ...ALL, MAIL_DKIM_DOMAIN: "not a domain", MAIL_DKIM_PRIVATE_KEY_FILE: rsaFile })).toThrow(
      'MAIL_DKIM_DOMAIN: "not a domain" is not a domain name',
    );
    expect(
      load({ ...ALL, MAIL_DKIM_SELECTOR: "_bad selector", MAIL_DKIM_PRIVATE_KEY_FILE: rsaFile }),
    ).toThrow('MAIL_DKIM_SELECTOR: "_bad selector" is not a DNS label');
  });
});
