// API answers above ~1 KB go out compressed: brotli when the client accepts it, otherwise Hono's
// compress middleware (gzip or deflate). Event streams are never touched: they must flush as they go.
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

export const COMPRESS_THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
// Quality 5 compresses a large JSON page about as well as gzip -9 at a fraction of the CPU of 11.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function compressible(type: string | null): boolean {
  return type !== null && !/^\s*text\/event-stream/i.test(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/**
 * Buffers a finished JSON answer so its size is known (c.json sets no Content-Length, and Hono's
 * compress only honours its threshold with one), then encodes it with brotli when accepted.
 */
const sizeAndBrotli: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === "HEAD" || !res.body || res.headers.has("Content-Encoding")) return;
  if (!compressible(res.headers.get("Content-Type"))) return;
  const body = new Uint8Array(await res.arrayBuffer());
  // Browsers list "gzip, deflate, br" at equal weight: brotli wins whenever it is accepted at all.
  const encoding = accepts(c, { header: "Accept-Encoding", supports: ["br"], default: "identity" });
  const headers = new Headers(res.headers);
  headers.set("Vary", "Accept-Encoding");
  if (encoding !== "br" || body.byteLength < COMPRESS_THRESHOLD_BYTES) {
    headers.set("Content-Length", String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    return;
  }
  const encoded = await brotli(body, BROTLI_OPTIONS);
  headers.set("Content-Encoding", "br");
  headers.set("Content-Length", String(encoded.byteLength));
  c.res = new Response(new Uint8Array(encoded), { status: res.status, statusText: res.statusText, headers });
};

const gzipOrDeflate = compress({ threshold: COMPRESS_THRESHOLD_BYTES, contentTypeFilter: compressible });

/** Mount on the API: Hono's compress runs outermost and skips what brotli already encoded. */
export const compressResponses: MiddlewareHandler[] = [gzipOrDeflate, sizeAndBrotli];
