// Who is asking: the host (edit token) or the guest who owns a response (response secret).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";

export function editTokenFrom(c: Context): string | undefined {
  return c.req.query("token") || c.req.header("x-edit-token") || undefined;
}

export function responseSecretFrom(c: Context): string | undefined {
  return c.req.header("x-response-secret") || undefined;
}

/** Constant-time comparison so a token cannot be guessed byte by byte from timings. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
