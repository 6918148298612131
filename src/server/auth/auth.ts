// better-auth, configured for Hangs: OpenID Connect sign-in through the configured provider,
// sessions and sign-in state in our database (any instance serves any request), no cookie cache
// (a revoked session stops working at once), and its own rate limits stored in the database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from "../db/schema.ts";
import { log } from "../log.ts";
import { betterAuthLogger } from "./auth-log.ts";
import { CLIENT_ADDRESS_HEADER, SESSION_COOKIE_PREFIX, trustedOrigins } from "./auth-names.ts";
import { databaseHooks } from "./database-hooks.ts";
import { idTokenSignIn } from "./id-token-sign-in.ts";
import type { OidcClient } from "./oidc-client.ts";
import { claimedEmail, profileFields } from "./profile.ts";
import { checkUserInfo } from "./sign-in-rules.ts";

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth(opts: { config: Config; db: Db; secret: string; client: OidcClient }) {
  const { config, db, secret, client } = opts;
  const perMinute = config.signIn.limits.perAddressPerMinute;
  const rules = { db, access: config.access };
  return betterAuth({
    appName: "Hangs",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    user: {
      fields: { image: "profileImageUrl" },
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // Read with every session (so a disabled account is signed out at once); only an admin sets it.
        disabledAt: { type: "date", required: false, input: false },
        // Chosen with the footer's switcher (PUT /api/user/language), never by sign-in.
        language: { type: "string", required: false, input: false },
      },
      validateUserInfo: checkUserInfo(rules),
    },
    databaseHooks: databaseHooks(rules),
    session: {
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      cookieCache: { enabled: false },
    },
    // Nobody signs in with a password, and accounts are made only by the provider round trip.
    emailAndPassword: { enabled: false },
    account: {
      // A new provider subject joins an existing account only on the very address that account
      // holds, verified on both sides. The address is checked as the provider sent it (profile.ts,
      // and refused at the gate in sign-in-rules.ts otherwise), so the only difference a link can
      // bridge is ASCII letter case — never a look-alike letter, a space or a trailing dot.
      accountLinking: { enabled: true, allowDifferentEmails: false, updateUserInfoOnLink: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/social": { window: 60, max: perMinute },
        "/google": { window: 60, max: perMinute },
        "/callback/*": { window: 60, max: perMinute },
      },
    },
    trustedOrigins: trustedOrigins(config.publicUrl),
    telemetry: { enabled: false },
    logger: betterAuthLogger(config.logLevel),
    onAPIError: {
      // A failed round trip lands on the app's home page, which tells the person what went wrong.
      errorURL: `${config.publicUrl}/`,
      // Instead of better-auth's default, which logs request details to the console past redaction.
      onError: (error) => {
        if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR")
          log.error({ event: "better_auth_failed", err: error });
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: client.providerId,
            name: client.name,
            discoveryUrl: `${client.issuer}/.well-known/openid-configuration`,
            requireIdTokenVerification: true,
            clientId: client.clientId,
            clientSecret: client.clientSecret,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            // The spec's account chooser, forced on every sign-in.
            prompt: "select_account",
            // Only an address the provider vouches for is claimed (src/server/auth/profile.ts).
            mapProfileToUser: (profile) => ({
              ...profileFields(profile),
              ...claimedEmail({
                sub: profile.sub,
                email: profile.email,
                emailVerified: profile.emailVerified,
              }),
            }),
            // Its logout URL would carry the ID token back to the page (id_token_hint).
            disableProviderLogout: true,
            // Names and pictures follow the provider on each sign-in.
            overrideUserInfo: true,
          },
        ],
      }),
      idTokenSignIn(client),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
