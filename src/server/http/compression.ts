// API answers above ~1 KB go out compressed: brotli when the client accepts it, otherwise Hono's
// compress middleware (gzip or deflate). Event streams are never touched: they must flush as they go.
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";
import { type HeaderList, presetHeaders } from "./node-headers.ts";

export const COMPRESS_THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
// Quality 5 compresses a large JSON page about as well as gzip -9 at a fraction of the CPU of 11.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function compressible(type: string | null): boolean {
  return type !== null && !/^\s*text\/event-stream/i.test(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

function acceptedEncoding(c: Context): "br" | "gzip or deflate" | "identity" {
  const header = "Accept-Encoding";
  if (!c.req.header(header)) return "identity";
  if (accepts(c, { header, supports: ["br"], default: "identity" }) === "br") return "br";
  return accepts(c, { header, supports: ["gzip", "deflate"], default: "identity" }) === "identity"
    ? "identity"
    : "gzip or deflate";
}

/** The encoding a kept page goes out in (http/page-cache.ts): one the client accepts, or none. */
export function pageEncoding(c: Context): "br" | "gzip" | "identity" {
  const encoding = acceptedEncoding(c);
  if (encoding !== "gzip or deflate") return encoding;
  return accepts(c, { header: "Accept-Encoding", supports: ["gzip"], default: "identity" }) === "gzip"
    ? "gzip"
    : "identity";
}

const VARY: HeaderList = [["Vary", "Accept-Encoding"]];

/**
 * The answer is buffered so its size is known (c.json sets no Content-Length, and Hono's compress
 * only honours its threshold with one); with brotli, it is encoded here past the threshold.
 */
async function sizeAndBrotli(c: Context, encoding: "br" | "gzip or deflate") {
  const res = c.res;
  // Reading `res.body` turns the handler's answer into a stream: it is the last thing checked.
  if (c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
  if (!compressible(res.headers.get("Content-Type")) || !res.body) return;
  const body = new Uint8Array(await res.arrayBuffer());
  // Vary is already set, before the handler ran (on Node's response, or on this one in process).
  const headers = new Headers(res.headers);
  let sent = body;
  if (encoding === "br" && body.byteLength >= COMPRESS_THRESHOLD_BYTES) {
    sent = new Uint8Array(await brotli(body, BROTLI_OPTIONS));
    headers.set("Content-Encoding", "br");
  }
  headers.set("Content-Length", String(sent.byteLength));
  // Cleared first: assigning over a response makes Hono copy it into a streamed one, and every
  // header is already carried over above.
  c.res = undefined;
  c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
}

const gzipOrDeflate = compress({ threshold: COMPRESS_THRESHOLD_BYTES, contentTypeFilter: compressible });
const vary = presetHeaders(VARY);

/**
 * Mount on the API and feeds. The encoding is chosen from the request before the handler runs; a
 * client that accepts none gets the handler's answer untouched (Node writes it in one go with its
 * length, where any header change after the fact rebuilds it as a web stream).
 */
export const compressResponses: MiddlewareHandler = (c, next) =>
  vary(c, async () => {
    // Browsers list "gzip, deflate, br" at equal weight: brotli wins whenever it is accepted at all.
    const encoding = acceptedEncoding(c);
    if (encoding === "identity") return next();
    // Hono's compress runs outermost and skips what brotli already encoded.
    await gzipOrDeflate(c, async () => {
      await next();
      await sizeAndBrotli(c, encoding);
    });
  });
