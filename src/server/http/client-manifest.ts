// The client build's manifest (vite build writes it): which files make up each chunk, so the server
// can name a route's code in its page and find the messages that code uses.
import fs from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : undefined;
}

/** A chunk's file and every chunk it imports statically (dynamic imports load on demand). */
export function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}

/**
 * The key of a chunk by its name: a page or view the build groups under its own name
 * (scripts/route-chunks.ts), or keyed by its source when the build leaves the module alone.
 */
export function chunkKeyNamed(manifest: Manifest, name: string, source?: string): string | undefined {
  if (source && manifest[source]) return source;
  return Object.keys(manifest).find((key) => manifest[key]?.name === name);
}
