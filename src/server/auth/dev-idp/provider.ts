// The built-in OpenID Connect provider (panva's oidc-provider) for trying Hangs locally: a real
// authorization-code + PKCE round trip with signed ID tokens, whose login step is our account
// chooser. Its state lives in memory, so one process runs it (see docs/decisions/0010-…).
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AccountBook, type LocalAccount } from "./accounts.ts";

export interface DevIdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface DevIdp {
  issuer: string;
  /** Path prefix the provider is mounted at, e.g. "/dev-idp". */
  mountPath: string;
  accounts: AccountBook;
  /** Origins the chooser's form may send the browser on to (the clients' callbacks). */
  clientOrigins: string[];
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  details(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; clientId: string; scope: string }>;
  /** Finishes the interaction as this account; answers the URL to send the browser to. */
  signIn(req: IncomingMessage, res: ServerResponse, account: LocalAccount): Promise<string>;
  /** Ends the interaction with access_denied, as "Cancel" on a real provider does. */
  abort(req: IncomingMessage, res: ServerResponse): Promise<string>;
}

// oidc-provider 9 calls URL.parse (Node 22) on two paths Hangs never takes; keep them safe on Node 20.
function ensureUrlParse() {
  const url = URL as unknown as { parse?: (input: string, base?: string) => URL | null };
  url.parse ??= (input, base) => {
    try {
      return new URL(input, base);
    } catch {
      return null;
    }
  };
}

export async function createDevIdp(opts: {
  issuer: string;
  clients: DevIdpClient[];
  accountsFile?: string;
}): Promise<DevIdp> {
  ensureUrlParse();
  // Imported lazily: it prints a runtime notice on Node 20 and is never loaded in production.
  const [{ default: Provider, interactionPolicy }, { exportJWK, generateKeyPair }] = await Promise.all([
    import("oidc-provider"),
    import("jose"),
  ]);
  const mountPath = new URL(opts.issuer).pathname.replace(/\/$/, "");
  const accounts = new AccountBook(opts.accountsFile);
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: randomUUID() };

  // Google-style prompt=select_account must be understood, or the provider refuses the request.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "select_account", requestable: true }), 0);

  const provider = new Provider(opts.issuer, {
    clients: opts.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Short lives: a sign-in takes minutes, and the chooser is asked for on every sign-in anyway.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 900,
      Session: 3600,
      Grant: 3600,
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // The ID token carries the profile too, so a client may read it without the userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.find(sub);
      if (!account) return undefined;
      const [given, ...family] = account.name.split(/\s+/);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          given_name: given || undefined,
          family_name: family.join(" ") || undefined,
        }),
      };
    },
  });

  const callback = provider.callback();
  return {
    issuer: opts.issuer,
    mountPath,
    accounts,
    clientOrigins: [...new Set(opts.clients.flatMap((c) => c.redirectUris.map((u) => new URL(u).origin)))],
    handle(req, res) {
      // Mounted under a path, as Express would: the provider reads the prefix from originalUrl.
      const original = req.url ?? "/";
      Object.assign(req, { originalUrl: original, url: original.slice(mountPath.length) || "/" });
      return new Promise<void>((resolve) => {
        res.once("close", resolve);
        res.once("finish", resolve);
        callback(req, res);
      });
    },
    async details(req, res) {
      const details = await provider.interactionDetails(req, res);
      return {
        uid: details.uid,
        clientId: details.params.client_id ?? "",
        scope: details.params.scope ?? "openid",
      };
    },
    async signIn(req, res, account) {
      const details = await provider.interactionDetails(req, res);
      // A first-party client: consent is granted here rather than asked for.
      const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id ?? "" });
      grant.addOIDCScope(details.params.scope ?? "openid");
      const grantId = await grant.save();
      return provider.interactionResult(
        req,
        res,
        { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    },
    abort(req, res) {
      return provider.interactionResult(
        req,
        res,
        { error: "access_denied", error_description: "The sign-in was cancelled." },
        { mergeWithLastSubmission: false },
      );
    },
  };
}
