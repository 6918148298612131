// index.html for a path, with what that page needs named up front: the route's chunks as
// modulepreload and, on a hang's guest page, its data as preloads, so the browser fetches code and
// data in parallel instead of waiting for the script to ask.
import fs from "node:fs";
import path from "node:path";
import { isUuid } from "./ids.ts";

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HANG_PAGE_SOURCE = "src/client/pages/hang-page.tsx";
const HANG_PAGE_CHUNK = "hang-page";
const HANG_PATH = /^\/hang\/([^/]+)\/?$/;

function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : undefined;
}

/**
 * The guest page's chunk: keyed by its source, or, when the build groups the page's modules into
 * a chunk named after it (scripts/guest-chunks.ts), by that chunk.
 */
function hangPageKey(manifest: Manifest): string {
  if (manifest[HANG_PAGE_SOURCE]) return HANG_PAGE_SOURCE;
  return Object.keys(manifest).find((key) => manifest[key]?.name === HANG_PAGE_CHUNK) ?? HANG_PAGE_SOURCE;
}

/** A chunk's file and every chunk it imports statically (dynamic imports load on demand). */
function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}

export function indexHtmlRenderer(clientDir: string) {
  const indexPath = path.join(clientDir, "index.html");
  let cached: { html: string; hangChunks: string } | undefined;

  function load() {
    if (cached || !fs.existsSync(indexPath)) return cached;
    const html = fs.readFileSync(indexPath, "utf8");
    const manifest = readManifest(clientDir);
    const files = manifest ? [...staticChunks(manifest, hangPageKey(manifest))] : [];
    // The entry's own chunks are already named by index.html.
    const hangChunks = files
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("");
    cached = { html, hangChunks };
    return cached;
  }

  /**
   * The page for `pathname`, or undefined while the client is not built. `preview` is a hang's own
   * title and link-preview tags, which replace the product's.
   */
  return (pathname: string, search: URLSearchParams, preview?: string): string | undefined => {
    const page = load();
    if (!page) return undefined;
    const hangId = hangIdOf(pathname);
    if (!hangId) return page.html;
    let links = page.hangChunks;
    // The host's view reads with the edit token in a header, which a preload cannot send. The
    // guest's view also asks who is signed in (the header) along with the page.
    if (search.get("host") !== "true") {
      for (const url of [`/api/hangs/${hangId}`, `/api/hangs/${hangId}/summary`, "/api/auth/user"]) {
        links += `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
      }
    }
    const html = preview
      ? page.html.replace(/<title>[^<]*<\/title>/, "").replace(/<meta name="description"[^>]*>/, "")
      : page.html;
    return html.replace("</head>", `${preview ?? ""}${links}</head>`);
  };
}

/** The hang a guest-page path names, when it is a well-formed id. */
export function hangIdOf(pathname: string): string | undefined {
  const hangId = HANG_PATH.exec(pathname)?.[1];
  return hangId && isUuid(hangId) ? hangId : undefined;
}
