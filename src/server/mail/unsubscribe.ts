// Unsubscribe links: a sealed token naming what to stop (this hang's mail, invitations to groups,
// or every message) and for which address, so neither the link nor the one-click POST (RFC 8058) needs a session.
// The token is encrypted and authenticated (AES-256-GCM under a key derived from the server's):
// the address cannot be read from a link in a proxy's log or a forwarded mail, and only this server
// can make one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { sameSecret } from "../http/actor.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { StopLinks } from "./templates/layout.tsx";

export type OptOutScope = "hang" | "groups" | "all";

export interface OptOutRequest {
  scope: OptOutScope;
  /** The hang the message was about; "" for a message about a group. */
  hangId: string;
  /** The group a group invitation was for (scope "groups", or "all" from such a message). */
  groupId?: string;
  email: string;
}

const SCOPES: readonly unknown[] = ["hang", "groups", "all"] satisfies OptOutScope[];

const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealingKey(secrets: ResponseSecrets): Buffer {
  return createHash("sha256").update(secrets.secretFor("unsubscribe:sealing-key")).digest();
}

export function unsubscribeToken(secrets: ResponseSecrets, request: OptOutRequest): string {
  const about = request.groupId ? `group:${request.groupId}` : request.hangId;
  const plain = JSON.stringify([request.scope, about, request.email.trim().toLowerCase()]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secrets), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

function openSealed(secrets: ResponseSecrets, token: string): string | undefined {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secrets), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Links mailed before tokens were sealed: readable JSON signed with the server's HMAC. */
function openSigned(secrets: ResponseSecrets, token: string): string | undefined {
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length > 0 || !sameSecret(mac, secrets.secretFor(`unsubscribe:${body}`)))
    return undefined;
  return Buffer.from(body, "base64url").toString("utf8");
}

/** The request a token carries, or undefined when it is not one this server made. */
export function readUnsubscribeToken(
  secrets: ResponseSecrets,
  token: string | undefined,
): OptOutRequest | undefined {
  if (!token) return undefined;
  const plain = token.includes(".") ? openSigned(secrets, token) : openSealed(secrets, token);
  if (plain === undefined) return undefined;
  try {
    const [scope, about, email] = JSON.parse(plain) as unknown[];
    if (!SCOPES.includes(scope) || typeof about !== "string" || typeof email !== "string") return undefined;
    const groupId = about.startsWith("group:") ? about.slice("group:".length) : undefined;
    if ((scope === "groups") !== (groupId !== undefined) && scope !== "all") return undefined;
    return groupId
      ? { scope: scope as OptOutScope, hangId: "", groupId, email }
      : { scope: scope as OptOutScope, hangId: about, email };
  } catch {
    return undefined;
  }
}

type LinkTarget = Pick<OptOutRequest, "hangId" | "groupId">;

/**
 * The footer's two pages and the headers that let a mail client unsubscribe in one click (RFC 8058):
 * the one-click stops the narrow scope, the mail like this one, never more than that.
 */
function stopParts(
  ctx: { publicUrl: string; secrets: ResponseSecrets },
  narrow: "hang" | "groups",
  target: LinkTarget,
  email: string,
): { stop: StopLinks; headers: Record<string, string> } {
  const token = (scope: OptOutScope) =>
    encodeURIComponent(unsubscribeToken(ctx.secrets, { scope, ...target, email }));
  const narrowToken = token(narrow);
  return {
    stop: {
      scope: narrow,
      narrow: `${ctx.publicUrl}/unsubscribe?t=${narrowToken}`,
      everything: `${ctx.publicUrl}/unsubscribe?t=${token("all")}`,
    },
    headers: {
      "List-Unsubscribe": `<${ctx.publicUrl}/api/unsubscribe?t=${narrowToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** For mail about a hang: one click stops this hang's mail to the address. */
export function unsubscribeParts(
  ctx: { publicUrl: string; secrets: ResponseSecrets },
  hangId: string,
  email: string,
) {
  return stopParts(ctx, "hang", { hangId }, email);
}

/** For an invitation to join a group: one click stops every further group invitation to the address. */
export function groupUnsubscribeParts(
  ctx: { publicUrl: string; secrets: ResponseSecrets },
  groupId: string,
  email: string,
) {
  return stopParts(ctx, "groups", { hangId: "", groupId }, email);
}
