// Stack traces in the logs name src/ files, not the built bundle's chunks. Node's own
// --enable-source-maps reads every map as its module loads (some 45 MB kept for the life of the
// process); this reads the map of a bundle file only when an error from it is logged (decision 0069).
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Parsed maps by bundle file; null: the file has none. A few are enough for the files that throw. */
const maps = new Map<string, SourceMap | null>();
const MAX_MAPS = 4;

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map !== undefined) return map;
  try {
    map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
  } catch {
    map = null;
  }
  if (maps.size >= MAX_MAPS) maps.delete(maps.keys().next().value as string);
  maps.set(file, map);
  return map;
}

// "at fn (file:///…/dist/server/chunks/x.mjs:12:34)" or "at file:///…/x.mjs:12:34"
const FRAME = /(file:\/\/[^\s)]+\.mjs):(\d+):(\d+)/g;

/** The stack with every frame in a built .mjs file that has a map pointed at its source line. */
export function sourceStack(stack: string): string {
  return stack.replace(FRAME, (whole, url: string, line: string, column: string) => {
    const file = fileURLToPath(url);
    const map = mapOf(file);
    const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !("originalSource" in entry)) return whole;
    const source = path.resolve(path.dirname(file), entry.originalSource);
    return `${path.relative(process.cwd(), source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
