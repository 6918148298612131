// better-auth, configured for Hangs: OpenID Connect sign-in through the configured provider,
// sessions and sign-in state in our database (any instance serves any request), no cookie cache
// (a revoked session stops working at once), and its own rate limits stored in the database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from "../db/schema.ts";
import { idTokenSignIn } from "./id-token-sign-in.ts";
import type { OidcClient } from "./oidc-client.ts";

export const SESSION_COOKIE_PREFIX = "hangs";
/** Set by us from the connection (or a trusted proxy), never taken from the client. */
export const CLIENT_ADDRESS_HEADER = "x-hangs-client-address";
const DAY_SECONDS = 24 * 60 * 60;

/** The origins a browser may use for this instance: the public URL, and its loopback twin. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (url.hostname === "localhost")
    origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ""}`);
  if (url.hostname === "127.0.0.1")
    origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`);
  return [...origins];
}

export function createAuth(opts: { config: Config; db: Db; secret: string; client: OidcClient }) {
  const { config, db, secret, client } = opts;
  const perMinute = config.signIn.limits.perAddressPerMinute;
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
      },
    },
    session: {
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      cookieCache: { enabled: false },
    },
    // Nobody signs in with a password, and accounts are made only by the provider round trip.
    emailAndPassword: { enabled: false },
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
    logger: { level: config.logLevel === "silent" ? "error" : "warn" },
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
            mapProfileToUser: (profile) => profileFields(profile),
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

/** The spec's user fields from the standard OpenID claims. */
export function profileFields(profile: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  return {
    firstName: text(profile.given_name) ?? null,
    lastName: text(profile.family_name) ?? null,
    image: text(profile.picture),
    name:
      text(profile.name) ?? [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(" "),
  };
}
