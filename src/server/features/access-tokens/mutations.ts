// Creating, revoking and marking the use of personal access tokens. Creating counts the owner's live
// tokens with their account row locked, so two creations at once cannot pass the limit together.
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import {
  type CreatedAccessToken,
  MAX_LIVE_TOKENS,
  TOKEN_EXPIRY_PAST,
  TOKEN_NOT_FOUND,
  TOO_MANY_TOKENS,
  type TokenScope,
} from "../../../shared/access-tokens.ts";
import type { Db } from "../../db/client.ts";
import { personalAccessTokens, users } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import { hashAccessToken, newAccessToken } from "./token-secret.ts";
import { tokenView } from "./views.ts";

/** How often the last-used time is written at most: reads with a token write once a minute, not each time. */
export const LAST_USED_EVERY_MS = 60_000;

export async function createToken(
  db: Db,
  userId: string,
  input: { name: string; scope: TokenScope; expiresAt: Date | null },
  now: Date,
): Promise<CreatedAccessToken> {
  if (input.expiresAt && input.expiresAt <= now)
    throw new AppError("bad_request", TOKEN_EXPIRY_PAST, { expiresAt: TOKEN_EXPIRY_PAST });
  const token = newAccessToken();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(personalAccessTokens)
      .where(
        and(
          eq(personalAccessTokens.userId, userId),
          isNull(personalAccessTokens.revokedAt),
          or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, now)),
        ),
      );
    if ((live?.count ?? 0) >= MAX_LIVE_TOKENS) throw new AppError("conflict", TOO_MANY_TOKENS);
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashAccessToken(token),
        createdAt: now,
        expiresAt: input.expiresAt,
      })
      .returning();
    return created!;
  });
  return { ...tokenView(row), token };
}

/** Revokes one of the owner's tokens: every instance refuses it from the next request on. */
export async function revokeToken(db: Db, userId: string, tokenId: string, now: Date): Promise<void> {
  const revoked = isUuid(tokenId)
    ? await db
        .update(personalAccessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(personalAccessTokens.id, tokenId),
            eq(personalAccessTokens.userId, userId),
            isNull(personalAccessTokens.revokedAt),
          ),
        )
        .returning({ id: personalAccessTokens.id })
    : [];
  if (revoked.length === 0) throw new AppError("not_found", TOKEN_NOT_FOUND);
}

/** Whether the token's last-used time is old enough to be written again. */
export const lastUseIsStale = (lastUsedAt: Date | null, now: Date) =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_EVERY_MS;

/** Notes a use; the condition keeps instances racing on one token to one write a minute. */
export async function markTokenUsed(db: Db, tokenId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(personalAccessTokens.id, tokenId),
        or(isNull(personalAccessTokens.lastUsedAt), lte(personalAccessTokens.lastUsedAt, before)),
      ),
    );
}
