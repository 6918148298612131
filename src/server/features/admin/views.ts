// What the admin page shows of configuration and people: addresses masked, secrets never.

import type {
  InstanceLimit,
  LimitPart,
  LimitScope,
  MailOverview,
  SignInOverview,
} from "../../../shared/admin.ts";
import type { AccessPolicy } from "../../access.ts";
import { isClaimedEmail } from "../../auth/profile.ts";
import type { SignIn } from "../../auth/sign-in.ts";
import type { Config } from "../../config.ts";
import type { Limit, LimitName, LimitRule } from "../../http/rate-limits.ts";

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

const part = ({ points, seconds }: Limit, per: LimitScope): LimitPart => ({ points, per, seconds });

/**
 * Each limit as data the page words in its language ("60 new hangs per address in an hour"): a
 * rule's name is the key to its words, so a new rule needs its message (RateLimitName).
 */
export function limitsView(config: Config): InstanceLimit[] {
  const rules = Object.entries(config.rateLimits) as [LimitName, LimitRule][];
  const limits = rules.map(([name, rule]): InstanceLimit => {
    const parts = [part(rule.perAddress, "address")];
    if (rule.perHang) parts.push(part(rule.perHang, "hang"));
    if (rule.perAccount) parts.push(part(rule.perAccount, "account"));
    if (rule.perGroup) parts.push(part(rule.perGroup, "group"));
    if (rule.perRecipient) parts.push(part(rule.perRecipient, "recipient"));
    return { name, parts };
  });
  return [
    ...limits,
    { name: "maxAnswersPerHang", points: config.maxAnswersPerHang },
    { name: "liveStreamsPerAddress", points: config.liveStreamsPerAddress },
  ];
}
