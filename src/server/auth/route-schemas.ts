// The input of each better-auth route the app keeps, checked with the app's own rules before
// better-auth sees it; only the checked fields are passed on.
import { z } from "zod";
import { tooLong } from "../../shared/field-rules.ts";

export const NOT_A_SITE_PATH = "Must be a path on this site";
const PATH_MAX = 2048;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a newline or NUL in a URL is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path on this site ("/hang/1?x=1"), never another origin: not "//host" and no backslash (which
 * URL parsers read as a slash), and no control character (which could break a header or a log).
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || CONTROL.test(value))
    return false;
  const base = "http://site.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

const sitePath = z
  .string({ error: NOT_A_SITE_PATH })
  .max(PATH_MAX, tooLong(PATH_MAX))
  .refine(isSitePath, NOT_A_SITE_PATH);

/** POST /api/auth/sign-in/social: start the redirect round trip with the configured provider. */
export const signInSocialSchema = (providerId: string) =>
  z.object({
    provider: z.literal(providerId, { error: "Sign-in with that provider is not available here" }),
    callbackURL: sitePath.optional(),
    errorCallbackURL: sitePath.optional(),
  });

const param = (max: number) => z.string().max(max, tooLong(max)).optional();

/** GET /api/auth/callback/:id: the provider's answer (RFC 6749 §4.1.2, RFC 9207's iss). */
export const callbackQuerySchema = z.object({
  code: param(4096),
  state: param(512),
  error: param(256),
  error_description: param(1024),
  iss: param(PATH_MAX),
});
