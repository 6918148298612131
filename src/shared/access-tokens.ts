// Personal access tokens: what POST /api/account/tokens takes, what the list shows, and every
// refusal a token meets. Each refusal is also a catalog message, so the server says it in the
// reader's language.
import { requiredText } from "./fields.ts";
import { z } from "./zod.ts";

/** Every token starts with this, so secret scanners (and people) recognise one in a paste or a commit. */
export const TOKEN_PREFIX = "hangs_pat_";
/** The prefix and 32 random bytes in base64url. */
export const TOKEN_PATTERN = /^hangs_pat_[A-Za-z0-9_-]{43}$/;

export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const MAX_TOKEN_NAME = 80;
/** Live (neither revoked nor expired) tokens one person may hold. */
export const MAX_LIVE_TOKENS = 50;

export const TOKEN_NAME_REQUIRED = "Give the token a name";
export const TOKEN_SCOPE_REQUIRED = "Choose read only, or read and write";
export const TOKEN_EXPIRY_INVALID = "The expiry must be a date and time, like 2027-01-31T23:59:59Z";
export const TOKEN_EXPIRY_PAST = "The expiry must be in the future";
export const TOO_MANY_TOKENS = `You have ${MAX_LIVE_TOKENS} live access tokens, the most one person may have. Revoke one to create another.`;
export const TOKEN_NOT_FOUND = "Access token not found";
export const SIGN_IN_FOR_TOKENS = "Sign in to manage your access tokens.";

/** The Authorization header is not `Bearer hangs_pat_…`. */
export const TOKEN_MALFORMED =
  "The access token is malformed: send Authorization: Bearer followed by the whole token, which starts with hangs_pat_.";
export const TOKEN_UNKNOWN = "This access token is not known. Check that it was copied whole.";
export const TOKEN_REVOKED = "This access token was revoked. Create a new one on your account page.";
export const TOKEN_EXPIRED = "This access token has expired. Create a new one on your account page.";
export const TOKEN_READ_ONLY =
  "This access token is read only: it cannot change anything. Use a read and write token.";
/** Admin pages, deleting the account and managing tokens need the person signed in on the site. */
export const TOKEN_NOT_ALLOWED_HERE = "An access token cannot do this. Sign in on the site instead.";
export const TOKEN_IN_QUERY =
  "Send access tokens in the Authorization header (Authorization: Bearer …), never in the address.";

const expiresAt = z.iso
  .datetime({ offset: true, error: TOKEN_EXPIRY_INVALID })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

/** POST /api/account/tokens: `{ "name", "scope": "read" | "write", "expiresAt"?: ISO }`. */
export const createTokenSchema = z.object({
  name: requiredText(TOKEN_NAME_REQUIRED, MAX_TOKEN_NAME),
  scope: z.enum(TOKEN_SCOPES, { error: TOKEN_SCOPE_REQUIRED }),
  expiresAt,
});
export type CreateTokenInput = z.input<typeof createTokenSchema>;

/** One token as its owner's list shows it: never the token itself. Dates are ISO strings. */
export interface AccessTokenView {
  id: string;
  name: string;
  scope: TokenScope;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** The answer to creating a token: the token, this once, and its row. */
export interface CreatedAccessToken extends AccessTokenView {
  token: string;
}

/** Whether a method only reads (all a read-only token may send). */
export const isReadMethod = (method: string) => method === "GET" || method === "HEAD";
