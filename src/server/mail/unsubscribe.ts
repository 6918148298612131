// Unsubscribe links: a signed token naming what to stop (this hang's reminders, or every message)
// and for which address, so neither the link nor the one-click POST (RFC 8058) needs a session.
// The token is opaque in URLs and logs; only this server can make one.

import { sameSecret } from "../http/actor.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { StopLinks } from "./templates/layout.tsx";

export type OptOutScope = "hang" | "all";

export interface OptOutRequest {
  scope: OptOutScope;
  hangId: string;
  email: string;
}

export function unsubscribeToken(secrets: ResponseSecrets, request: OptOutRequest): string {
  const body = Buffer.from(
    JSON.stringify([request.scope, request.hangId, request.email.trim().toLowerCase()]),
  ).toString("base64url");
  return `${body}.${secrets.secretFor(`unsubscribe:${body}`)}`;
}

/** The request a token carries, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(
  secrets: ResponseSecrets,
  token: string | undefined,
): OptOutRequest | undefined {
  const [body, mac, ...rest] = (token ?? "").split(".");
  if (!body || !mac || rest.length > 0 || !sameSecret(mac, secrets.secretFor(`unsubscribe:${body}`)))
    return undefined;
  try {
    const [scope, hangId, email] = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as string[];
    if ((scope !== "hang" && scope !== "all") || typeof hangId !== "string" || typeof email !== "string")
      return undefined;
    return { scope, hangId, email };
  } catch {
    return undefined;
  }
}

/** The footer's two pages and the headers that let a mail client unsubscribe in one click. */
export function unsubscribeParts(
  ctx: { publicUrl: string; secrets: ResponseSecrets },
  hangId: string,
  email: string,
): { stop: StopLinks; headers: Record<string, string> } {
  const token = (scope: OptOutScope) =>
    encodeURIComponent(unsubscribeToken(ctx.secrets, { scope, hangId, email }));
  const oneClick = `${ctx.publicUrl}/api/unsubscribe?t=${token("hang")}`;
  return {
    stop: {
      thisHang: `${ctx.publicUrl}/unsubscribe?t=${token("hang")}`,
      everything: `${ctx.publicUrl}/unsubscribe?t=${token("all")}`,
    },
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
