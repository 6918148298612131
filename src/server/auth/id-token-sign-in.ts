// The spec's POST /api/auth/google: a client that signed in with the provider's own button sends
// the ID token; once it checks out, the person gets a session exactly as after the redirect flow.
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { handleOAuthUserInfo } from "better-auth/oauth2";
import { z } from "zod";
import { IdTokenError, type OidcClient, verifyIdToken } from "./oidc-client.ts";

const bodySchema = z.object({
  idToken: z.string().min(1).max(8192),
  // The spec's client also sends its view of the user; the token alone is trusted.
  user: z.record(z.string(), z.unknown()).optional(),
});

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

export function idTokenSignIn(client: OidcClient) {
  return {
    id: "hangs-id-token",
    endpoints: {
      signInWithIdToken: createAuthEndpoint("/google", { method: "POST", body: bodySchema }, async (ctx) => {
        let claims: Awaited<ReturnType<typeof verifyIdToken>>;
        try {
          claims = await verifyIdToken(client, ctx.body.idToken);
        } catch (error) {
          if (error instanceof IdTokenError) throw new APIError("UNAUTHORIZED", { message: error.message });
          throw error;
        }
        const email = text(claims.email)?.toLowerCase();
        if (!email || !claims.sub) {
          throw new APIError("UNAUTHORIZED", { message: "The sign-in token carries no e-mail address." });
        }
        const firstName = text(claims.given_name) ?? null;
        const lastName = text(claims.family_name) ?? null;
        const result = await handleOAuthUserInfo(ctx, {
          userInfo: {
            id: claims.sub,
            email,
            emailVerified: claims.email_verified === true || claims.email_verified === "true",
            name: text(claims.name) ?? [firstName, lastName].filter(Boolean).join(" "),
            image: text(claims.picture),
            firstName,
            lastName,
          } as Parameters<typeof handleOAuthUserInfo>[1]["userInfo"],
          account: { providerId: client.providerId, accountId: claims.sub, idToken: ctx.body.idToken },
        });
        if (result.error || !result.data) {
          throw new APIError("UNAUTHORIZED", { message: "This account cannot sign in here." });
        }
        await setSessionCookie(ctx, result.data);
        return ctx.json({ user: result.data.user });
      }),
    },
  } as const;
}
