// Reading personal access tokens: an owner's list, the token a request carries (looked up on every
// request, so a revocation holds at once on every instance), and what the data export shows.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personalAccessTokens, users } from "../../db/schema.ts";

/** The owner's tokens that were not revoked (expired ones too, to be seen and revoked), newest first. */
export async function listTokens(db: Db, userId: string) {
  return db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
}

/** The token with this hash and the account it speaks for, if there is one. */
export async function tokenByHash(db: Db, tokenHash: string) {
  const [found] = await db
    .select({
      token: {
        id: personalAccessTokens.id,
        scope: personalAccessTokens.scope,
        lastUsedAt: personalAccessTokens.lastUsedAt,
        expiresAt: personalAccessTokens.expiresAt,
        revokedAt: personalAccessTokens.revokedAt,
      },
      owner: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.profileImageUrl,
        language: users.language,
        disabledAt: users.disabledAt,
      },
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, tokenHash))
    .limit(1);
  return found;
}

export type FoundToken = NonNullable<Awaited<ReturnType<typeof tokenByHash>>>;

/** For the data export: names, scopes and dates, revoked tokens included; never a token or hash. */
export async function tokensForExport(db: Db, userId: string) {
  return db
    .select({
      name: personalAccessTokens.name,
      scope: personalAccessTokens.scope,
      createdAt: personalAccessTokens.createdAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      expiresAt: personalAccessTokens.expiresAt,
      revokedAt: personalAccessTokens.revokedAt,
    })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(asc(personalAccessTokens.createdAt));
}
