// better-auth's database hooks for Hangs: a disabled account gets no session, a browser holds one
// session at a time, and the provider's tokens are never kept (the app uses none of them, so none
// can be handed back or stolen at rest).
import type { BetterAuthOptions } from "better-auth";
import { refuseDisabledAccount, type SignInRuleDeps } from "./sign-in-rules.ts";

const NO_PROVIDER_TOKENS = { accessToken: null, refreshToken: null, idToken: null };

export function databaseHooks(deps: SignInRuleDeps): BetterAuthOptions["databaseHooks"] {
  return {
    account: {
      create: { before: async (account) => ({ data: { ...account, ...NO_PROVIDER_TOKENS } }) },
      update: { before: async (account) => ({ data: { ...account, ...NO_PROVIDER_TOKENS } }) },
    },
    session: {
      create: {
        // Every way in ends here, after the account is found or made: the one place to say no.
        before: async (session) => {
          await refuseDisabledAccount(deps, String(session.userId));
        },
        // A sign-in replaces the browser's earlier session (another person's, or a stale one of its
        // own): end it, or whoever copied that cookie stays signed in.
        after: async (session, ctx) => {
          if (!ctx) return;
          const cookie = ctx.context.authCookies.sessionToken.name;
          const earlier = await ctx.getSignedCookie(cookie, ctx.context.secret);
          if (earlier && earlier !== session.token) await ctx.context.internalAdapter.deleteSession(earlier);
        },
      },
    },
  };
}
