// The names sign-in shares with the rest of the server, apart from better-auth itself (auth.ts),
// which is read only with the first sign-in or session (decision 0069).

export const SESSION_COOKIE_PREFIX = "hangs";
/** Set by us from the connection (or a trusted proxy), never taken from the client. */
export const CLIENT_ADDRESS_HEADER = "x-hangs-client-address";

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
