// The spec's POST /api/auth/google: a client that signed in with the provider's own button sends
// the ID token; once it checks out, the person gets a session exactly as after the redirect flow.
import { createHash } from "node:crypto";
import { APIError, createAuthEndpoint, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { handleOAuthUserInfo } from "better-auth/oauth2";
import { EMAIL_IN_USE } from "./email-in-use.ts";
import { idTokenBodySchema } from "./id-token-body.ts";
import {
  CLOCK_SKEW_SECONDS,
  ID_TOKEN_MAX_AGE_SECONDS,
  IdTokenError,
  type OidcClient,
  verifyIdToken,
} from "./oidc-client.ts";
import { claimedEmail, profileFields } from "./profile.ts";

export const ALREADY_USED = "This sign-in token has already been used. Please sign in again.";

/**
 * The token's identity for the once-only rule: its signed part (header and claims), which no one
 * can re-encode without breaking the signature — unlike the signature's own text.
 */
function tokenKey(token: string): string {
  const signed = token.split(".").slice(0, 2).join(".");
  return `id-token:${createHash("sha256").update(signed).digest("hex")}`;
}

/** Until when the token could still pass the checks: past that, remembering it is pointless. */
function usefulUntil(claims: { iat?: number; exp?: number }): Date {
  const lastAccepted = Math.min(claims.exp ?? Infinity, (claims.iat ?? 0) + ID_TOKEN_MAX_AGE_SECONDS);
  return new Date((lastAccepted + CLOCK_SKEW_SECONDS + 60) * 1000);
}

export function idTokenSignIn(client: OidcClient) {
  return {
    id: "hangs-id-token",
    endpoints: {
      signInWithIdToken: createAuthEndpoint(
        "/google",
        { method: "POST", body: idTokenBodySchema },
        async (ctx) => {
          let claims: Awaited<ReturnType<typeof verifyIdToken>>;
          try {
            claims = await verifyIdToken(client, ctx.body.idToken);
          } catch (error) {
            if (error instanceof IdTokenError)
              throw new APIError("UNAUTHORIZED", { code: "invalid_id_token", message: error.message });
            throw error;
          }
          if (typeof claims.email !== "string" || !claims.email.trim() || !claims.sub) {
            throw new APIError("UNAUTHORIZED", {
              code: "email_not_found",
              message: "The sign-in token carries no e-mail address.",
            });
          }
          // Accepted once, remembered in the database so every instance refuses a replay (a token
          // copied from a page, a log or a logout link must not sign anyone in again).
          const first = await ctx.context.internalAdapter.reserveVerificationValue({
            identifier: tokenKey(ctx.body.idToken),
            value: "used",
            expiresAt: usefulUntil(claims),
          });
          if (!first)
            throw new APIError("UNAUTHORIZED", { code: "id_token_already_used", message: ALREADY_USED });

          const result = await handleOAuthUserInfo(ctx, {
            userInfo: {
              id: claims.sub,
              ...claimedEmail({ sub: claims.sub, email: claims.email, emailVerified: claims.email_verified }),
              ...profileFields(claims),
            } as Parameters<typeof handleOAuthUserInfo>[1]["userInfo"],
            // The token itself is not kept: nothing could hand it back later.
            account: { providerId: client.providerId, accountId: claims.sub },
            // The claims as signed, for the app's gate (sign-in-rules.ts), as the redirect round trip hands it.
            source: { method: "oauth", oauth: { providerId: client.providerId, profile: claims } },
          }).catch((error: unknown) => {
            if (isAPIError(error) && error.body?.code === EMAIL_IN_USE.code) {
              throw new APIError("CONFLICT", { code: EMAIL_IN_USE.code, message: EMAIL_IN_USE.message });
            }
            throw error;
          });
          if (result.error || !result.data) {
            throw new APIError("UNAUTHORIZED", {
              code: (result.error ?? "unable_to_sign_in").split(" ").join("_"),
              message: "This account cannot sign in here.",
            });
          }
          await setSessionCookie(ctx, result.data);
          return ctx.json({ user: result.data.user });
        },
      ),
    },
  } as const;
}
