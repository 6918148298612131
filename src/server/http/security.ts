// Security middleware: headers, body size cap, request ids, and an Origin check on writes.
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "./errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix injects small <style> blocks for scroll locking; scripts stay strictly same-origin.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  // Edit links carry the host's token: never let it leak through Referer.
  referrerPolicy: "no-referrer",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
});

const bodyLimitCheck = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("too_large", "The request is too large");
  },
});

/** Caps request bodies. Reads carry none, and checking them costs a full Request object each. */
export const limitBody: MiddlewareHandler = (c, next) =>
  SAFE_METHODS.has(c.req.method) ? next() : bodyLimitCheck(c, next);

export const requestId: MiddlewareHandler = async (c, next) => {
  c.set("requestId", c.req.header("x-request-id") ?? randomUUID());
  await next();
};

/** A browser write must come from our own origin (the public URL or the host it was sent to). */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!SAFE_METHODS.has(c.req.method) && origin && origin !== allowed) {
      const host = c.req.header("host");
      if (!host || new URL(origin).host !== host)
        throw new AppError("forbidden", "Cross-site request refused");
    }
    await next();
  };
}
