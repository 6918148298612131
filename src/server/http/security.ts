// Security middleware: body size cap, NUL-free queries, and an Origin check on writes.
import type { Context, MiddlewareHandler, Next } from "hono";
import { isCookielessBearer } from "./bearer.ts";
import { AppError, refuseNul } from "./errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const TOO_LARGE = "The request is too large";
/** How much of an oversized body is read and thrown away so the client sees the 413, not a reset. */
const DISCARD_BYTES = 16 * 1024 * 1024;

/**
 * Caps request bodies at MAX_BODY_BYTES, keeping at most that much in memory. A declared length
 * over the cap is refused unread; a streamed body is refused as soon as it passes the cap, and the
 * rest is read and dropped in the background (up to a bound) so the socket closes cleanly after the
 * 413 instead of resetting under the client.
 */
export const limitBody: MiddlewareHandler = (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  // Judged by the headers alone: the body stays unread, for the route to read straight from the
  // socket (touching `raw.body` would make the server build a web Request around it first).
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding")) {
    if (Number(declared) > MAX_BODY_BYTES) refuseTooLarge(c);
    return next();
  }
  const body = c.req.raw.body;
  if (!body) return next();
  return readCapped(c, body, next);
};

async function readCapped(c: Context, body: ReadableStream<Uint8Array>, next: Next) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      void discardRest(reader);
      refuseTooLarge(c);
    }
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
  await next();
}

function refuseTooLarge(c: Context): never {
  c.header("Connection", "close");
  throw new AppError("too_large", TOO_LARGE);
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let dropped = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.length;
      if (dropped > DISCARD_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** Query values pass the same NUL rule as bodies, so `?token=%00` is a 400, not a database error. */
export const refuseNulQuery: MiddlewareHandler = (c, next) => {
  if (!c.req.url.includes("?")) return next();
  const values = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.join("")]));
  refuseNul(values);
  return next();
};

/** The origin this request was sent to, scheme included: `https://127.0.0.1` is not `http://127.0.0.1`. */
function ownOrigin(c: Context): string | undefined {
  const host = c.req.header("host");
  return host ? `${new URL(c.req.url).protocol}//${host.toLowerCase()}` : undefined;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? "");
}

/**
 * Writes must come from our own origin (the public URL, or the scheme and host the request was sent
 * to, which the Host check keeps to the public URL's host and loopback names). A
 * write without Origin (curl, server-to-server) must be JSON, which a cross-site form cannot send
 * without a preflight; the API reads nothing but JSON, so any other declared type is refused too.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    // An access token in the header is not ambient: without a cookie there is nothing to forge.
    const crossSite = origin !== undefined && origin !== allowed && origin !== ownOrigin(c);
    if (crossSite && !isCookielessBearer(c)) throw new AppError("forbidden", "Cross-site request refused");
    const contentType = c.req.header("content-type");
    if ((origin === undefined || contentType !== undefined) && !isJson(contentType)) {
      throw new AppError(
        "unsupported_media_type",
        "Send the request as JSON (Content-Type: application/json)",
      );
    }
    return next();
  };
}
