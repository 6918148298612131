// Sign-in for this instance: which provider, the better-auth instance, and (outside production,
// with nothing configured) the built-in local provider. Both are made on first use, once the
// server answers, because better-auth reads the provider's discovery document when it starts.
import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import type { AccessPolicy } from "../access.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Auth } from "./auth.ts";
import type { DevIdp } from "./dev-idp/provider.ts";
import type { OidcClient } from "./oidc-client.ts";
import { recordSignInFailure, type SignInFailure } from "./sign-in-failures.ts";

export const DEV_IDP_PATH = "/dev-idp";

export interface SignIn {
  /** The provider people sign in with; undefined when sign-in is off (production, none configured). */
  client: OidcClient | undefined;
  auth(): Promise<Auth>;
  /** The built-in provider, when this instance runs it. */
  devIdp: (() => Promise<DevIdp>) | undefined;
  /** Who may sign in and keep a session (SIGN_UP, ADMIN_EMAILS; disabled accounts). */
  access: AccessPolicy;
  /** Keeps a refused or failed sign-in for the admin page (never who it was). */
  recordFailure(failure: Omit<SignInFailure, "providerId">): Promise<void>;
}

export function createSignIn(config: Config, db: Db, serverKey: string): SignIn {
  const settings = config.signIn;
  const access = config.access;
  const recordFailure = (providerId: string) => (failure: Omit<SignInFailure, "providerId">) =>
    recordSignInFailure(db, { ...failure, providerId });
  if (settings.kind === "off") {
    return {
      client: undefined,
      auth: () => Promise.reject(signInOff()),
      devIdp: undefined,
      access,
      recordFailure: recordFailure("none"),
    };
  }

  const client: OidcClient =
    settings.kind === "local"
      ? {
          providerId: settings.providerId,
          name: settings.name,
          issuer: `${config.publicUrl}${DEV_IDP_PATH}`,
          clientId: settings.clientId,
          clientSecret: randomBytes(24).toString("base64url"),
        }
      : settings;
  // better-auth's own key, derived so it never equals the key behind guests' links.
  const secret = createHmac("sha256", serverKey).update("better-auth").digest("base64url");
  let auth: Promise<Auth> | undefined;
  let devIdp: Promise<DevIdp> | undefined;
  return {
    client,
    access,
    recordFailure: recordFailure(client.providerId),
    auth: async () => {
      // better-auth (and its database layer) is read with the first sign-in or session, not at start.
      auth ??= import("./auth.ts").then(({ createAuth }) => createAuth({ config, db, secret, client }));
      return auth;
    },
    devIdp:
      settings.kind === "local"
        ? () => {
            devIdp ??= Promise.all([import("./dev-idp/provider.ts"), import("./auth-names.ts")]).then(
              ([{ createDevIdp }, { trustedOrigins }]) =>
                createDevIdp({
                  issuer: client.issuer,
                  clients: [
                    {
                      clientId: client.clientId,
                      clientSecret: client.clientSecret,
                      redirectUris: trustedOrigins(config.publicUrl).map(
                        (origin) => `${origin}/api/auth/callback/${client.providerId}`,
                      ),
                    },
                  ],
                  accountsFile: path.join(config.dataDir, "dev-idp-accounts.json"),
                }),
            );
            return devIdp;
          }
        : undefined,
  };
}

function signInOff() {
  return new Error("Sign-in is off: no provider is configured");
}
