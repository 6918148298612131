// GET /api/openapi.json and GET /api/docs: built once per process on first request, then answered
// from memory with an ETag, so a client that has them gets a 304.
import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { buildFacts } from "../features/admin/instance.ts";
import { DOCS_STYLE_HASH, docsPageHtml } from "./docs-page.ts";
import { buildOpenApiDocument } from "./document.ts";
import { API_AREAS } from "./paths/index.ts";

interface Built {
  body: string;
  etag: string;
}

const built = (body: string): Built => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/** The page allows its own style sheet and nothing else: no script, no fetch, no frame. */
const DOCS_CSP = `default-src 'none'; style-src ${DOCS_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function answer(c: Context, kept: Built, type: string) {
  c.header("ETag", kept.etag);
  // Revalidated each time (the document changes with a new version), never stored as private data.
  c.header("Cache-Control", "no-cache");
  const asked = c.req.header("If-None-Match");
  if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === kept.etag)) return c.body(null, 304);
  c.header("Content-Type", type);
  return c.body(kept.body);
}

/** Runs `build` on the first call only, then answers what it built. */
function once<T>(build: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    kept ??= { value: build() };
    return kept.value;
  };
}

export function openApiRoutes(options: { publicUrl: string }) {
  const document = once(() =>
    buildOpenApiDocument(API_AREAS, { version: buildFacts().version, serverUrl: options.publicUrl }),
  );
  const json = once(() => built(JSON.stringify(document())));
  const page = once(() => built(docsPageHtml(document())));
  return new Hono()
    .get("/openapi.json", (c) => answer(c, json(), "application/json"))
    .get("/docs", (c) => {
      c.header("Content-Security-Policy", DOCS_CSP);
      return answer(c, page(), "text/html; charset=utf-8");
    });
}
