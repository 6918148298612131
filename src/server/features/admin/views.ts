// What the admin page shows of configuration and people: addresses masked, secrets never.

import type { InstanceOverview, MailOverview, SignInOverview } from "../../../shared/admin.ts";
import type { AccessPolicy } from "../../access.ts";
import { isClaimedEmail } from "../../auth/profile.ts";
import type { SignIn } from "../../auth/sign-in.ts";
import type { Config } from "../../config.ts";
import type { Limit, LimitRule } from "../../http/rate-limits.ts";

/** h•••@example.com: enough to tell addresses apart, not enough to write to one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** An account's address as lists show it; a placeholder (no vouched address) shows as nothing. */
export function maskAccountEmail(email: string): string {
  return isClaimedEmail(email) ? maskEmail(email) : "";
}

const ADDRESS = /[^\s<>()[\]"',;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A server's reply often repeats the recipient ("<bob@example.com>: unknown user"): masked too. */
export function maskAddressesIn(text: string): string {
  return text.replace(ADDRESS, (address) => maskEmail(address));
}

/** SMTP_URL without its credentials: "smtp://mail.example.com:587". */
export function mailTransportView(smtpUrl: string | undefined): MailOverview["transport"] {
  if (!smtpUrl) return { kind: "dev-mailbox" };
  try {
    const url = new URL(smtpUrl);
    return { kind: "smtp", server: `${url.protocol}//${url.host}` };
  } catch {
    return { kind: "smtp", server: "SMTP_URL (unreadable as a URL)" };
  }
}

export function providerView(config: Config, signIn: SignIn): SignInOverview["provider"] {
  const settings = config.signIn;
  const client = signIn.client;
  if (settings.kind === "off" || !client) {
    return { kind: "off", reason: settings.kind === "off" ? settings.reason : "sign-in is off" };
  }
  return {
    kind: settings.kind,
    name: client.name,
    issuer: client.issuer,
    discoveryUrl: `${client.issuer}/.well-known/openid-configuration`,
  };
}

export function signUpView(signUp: AccessPolicy["signUp"]): string {
  return signUp.kind === "domains" ? `domains:${signUp.domains.join(",")}` : signUp.kind;
}

/** "a minute", "10 minutes", "an hour", "2 hours", "45 seconds": how limits are written everywhere else. */
function every(seconds: number): string {
  if (seconds === 60) return "a minute";
  if (seconds === 3600) return "an hour";
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
const per = (limit: Limit, noun: string, who: string) =>
  `${limit.points} ${noun} ${who} in ${every(limit.seconds)}`;

/** Each limit as a sentence: "60 new hangs per address in an hour". */
export function limitsView(config: Config): InstanceOverview["limits"] {
  const rules = Object.entries(config.rateLimits) as [string, LimitRule][];
  const limits = rules.map(([name, rule]) => {
    const parts = [per(rule.perAddress, rule.noun, "per address")];
    if (rule.perHang) parts.push(per(rule.perHang, rule.noun, "per hang"));
    if (rule.perAccount) parts.push(per(rule.perAccount, rule.noun, "per account"));
    if (rule.perGroup) parts.push(per(rule.perGroup, rule.noun, "per group"));
    if (rule.perRecipient) parts.push(per(rule.perRecipient, rule.noun, "per recipient"));
    return { name, rule: parts.join("; ") };
  });
  return [
    ...limits,
    { name: "maxAnswersPerHang", rule: `${config.maxAnswersPerHang} answers per hang in all` },
    {
      name: "liveStreamsPerAddress",
      rule: `${config.liveStreamsPerAddress} live pages per address on one instance`,
    },
  ];
}
