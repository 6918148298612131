// DKIM signing as config.ts reads it: the domain the signature speaks for, the DNS selector its
// public key is published under, and the private key from a file (never the key itself in the
// environment, where process listings and crash reports can show it).
import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** nodemailer's `dkim` transport option. */
export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const NAMES = "MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY_FILE";

/**
 * Undefined when none of the three is set (mail goes out unsigned); throws a message naming the
 * variable when only some are set, or the key file cannot be read as a private key.
 */
export function parseDkimConfig(raw: {
  domain?: string;
  selector?: string;
  keyFile?: string;
}): DkimConfig | undefined {
  const given = [raw.domain, raw.selector, raw.keyFile].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) {
    const missing = (
      [
        ["MAIL_DKIM_DOMAIN", raw.domain],
        ["MAIL_DKIM_SELECTOR", raw.selector],
        ["MAIL_DKIM_PRIVATE_KEY_FILE", raw.keyFile],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new Error(`${NAMES} must be set together (missing: ${missing.join(", ")})`);
  }
  const domainName = raw.domain!.toLowerCase().replace(/\.$/, "");
  if (!DOMAIN.test(domainName)) {
    throw new Error(`MAIL_DKIM_DOMAIN: "${raw.domain}" is not a domain name (for example hangs.example.com)`);
  }
  if (!SELECTOR.test(raw.selector!)) {
    throw new Error(`MAIL_DKIM_SELECTOR: "${raw.selector}" is not a DNS label (for example hangs2026)`);
  }
  const file = path.resolve(raw.keyFile!);
  let privateKey: string;
  try {
    privateKey = readFileSync(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`MAIL_DKIM_PRIVATE_KEY_FILE: cannot read ${file} (${reason})`);
  }
  try {
    const key = createPrivateKey(privateKey);
    // nodemailer signs rsa-sha256, the algorithm every receiving server checks.
    if (key.asymmetricKeyType !== "rsa") throw new Error(`an ${key.asymmetricKeyType} key, not RSA`);
  } catch (error) {
    throw new Error(
      `MAIL_DKIM_PRIVATE_KEY_FILE: ${file} holds no usable private key (${(error as Error).message})`,
    );
  }
  return { domainName, keySelector: raw.selector!, privateKey };
}
