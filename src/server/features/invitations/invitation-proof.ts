// A personal invitation link proves the address it was mailed to: whoever opens it reads that
// address (to answer with it) and answers as its owner, as the mailed answer link lets them.

import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { invitees } from "../../db/schema.ts";
import { sameSecret } from "../../http/actor.ts";
import { isUuid } from "../../http/ids.ts";
import { invitationKeyFor } from "../../http/invitation-keys.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";

/** The header a page opened from a personal invitation sends its key in (never the address bar). */
export const INVITATION_KEY_HEADER = "x-invitation-key";

export function invitationKeyFrom(c: Context): string | undefined {
  return c.req.header(INVITATION_KEY_HEADER) || undefined;
}

/**
 * The invited address whose link carries `key`, while it is still invited to the hang. Every
 * invitee's key is worked out and compared in constant time: a hang has at most a few hundred.
 */
export async function invitedAddress(
  db: Db,
  secrets: Pick<ResponseSecrets, "secretFor">,
  hangId: string,
  key: string | undefined,
): Promise<string | undefined> {
  if (!key || !isUuid(hangId)) return undefined;
  const rows = await db.select({ email: invitees.email }).from(invitees).where(eq(invitees.hangId, hangId));
  return rows.find((row) => sameSecret(key, invitationKeyFor(secrets, hangId, row.email)))?.email;
}
