// How the client build groups the guest page's code: what other pages share into one "common"
// chunk and the rest into the page's own, rather than a dozen chunks of a few hundred bytes that
// each cost the guest page a request. Code only other pages use never reaches the guest page.
import type { ChunkingContext } from "rolldown";

const GUEST_PAGE = /src[\\/]client[\\/]pages[\\/]hang-page\.tsx$/;
const OTHER_PAGES = /src[\\/]client[\\/]pages[\\/](?!hang-page)[\w-]+-page\.tsx$/;

/**
 * Packages imported through one index that re-exports everything (every icon, every primitive).
 * Following all of the index's exports would put every icon in every page; a page's edge goes to
 * the modules behind the names it imports instead.
 */
const BARRELS: Record<string, RegExp> = {
  "lucide-react": /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
  "radix-ui": /node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
  "@tanstack/react-query": /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
  "@tanstack/query-core": /node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/,
};
const isBarrel = (id: string) => Object.values(BARRELS).some((barrel) => barrel.test(id));

/**
 * Name → the barrel's specifier for it: `export { default as Ban } from './icons/ban.mjs'`,
 * `import * as Dialog from "…"`, or `import { useQuery } from "./useQuery.js"` exported below.
 */
function barrelExports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, from] of code.matchAll(/(?:export|import)\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of list!.split(","))
      names.set(
        part
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
        from!,
      );
  }
  for (const [, name, from] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    names.set(name!, from!);
  }
  return names;
}

/** The names a module imports from a package: `import { Ban, X as Close } from "lucide-react"`. */
function namesImported(code: string, pkg: string): string[] {
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, "g");
  return [...code.matchAll(from)].flatMap(([, list]) =>
    list!
      .split(",")
      .map((part) => part.trim().replace(/^type\s+/, ""))
      .filter((part) => part && !list!.trimStart().startsWith("type "))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim()),
  );
}

/** The modules behind some of a barrel's names, through barrels that pass names on. */
function modulesBehind(barrel: string, names: string[], ctx: ChunkingContext): string[] {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) return info?.importedIds ?? [];
  const resolved = (from: string) => {
    const tail = from.replace(/^\.\//, "/").replace(/^(?!\/)/, "/");
    return info.importedIds.find((id) => id.replaceAll("\\", "/").includes(tail));
  };
  const exports = barrelExports(info.code);
  // A name the barrel passes on from elsewhere (`export * from "…"`) is looked up there.
  const passedOn = [...info.code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)].flatMap(
    ([, from]) => resolved(from!) ?? [],
  );
  return names.flatMap((name) => {
    const from = exports.get(name);
    if (from) return resolved(from) ?? [];
    return passedOn.flatMap((next) => (isBarrel(next) ? modulesBehind(next, [name], ctx) : [next]));
  });
}

/** What a module imports statically, with a barrel replaced by the modules behind its names. */
function staticImports(id: string, ctx: ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    const pkg = Object.keys(BARRELS).find((name) => BARRELS[name]!.test(imported));
    return pkg ? modulesBehind(imported, namesImported(info.code ?? "", pkg), ctx) : [imported];
  });
}

/** Every module a module imports statically, itself included. */
function staticClosure(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...staticImports(id, ctx));
  }
  return seen;
}

/** The modules of the routes: the entry's own, the guest page's, and the other pages'. */
function routeModules(anyId: string, ctx: ChunkingContext) {
  const all = new Set<string>();
  const pending = [anyId];
  let entry: string | undefined;
  // Walk the whole graph once, both ways, to find the entry and every page.
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    // The one true entry: dynamic imports are entries too, but something imports them.
    if (info.isEntry && info.importers.length === 0 && info.dynamicImporters.length === 0) entry = id;
    pending.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    );
  }
  const modules = [...all];
  const guest = modules.find((id) => GUEST_PAGE.test(id));
  const entryModules = entry ? staticClosure(entry, ctx) : new Set<string>();
  const guestModules = guest ? staticClosure(guest, ctx) : new Set<string>();
  const otherModules = new Set(
    modules.filter((id) => OTHER_PAGES.test(id)).flatMap((id) => [...staticClosure(id, ctx)]),
  );
  return { entryModules, guestModules, otherModules };
}

let cached: ReturnType<typeof routeModules> | undefined;

/**
 * Where a module of the guest page goes: "common" when another page loads it too, else the guest
 * page's own chunk. The entry's modules, and modules the guest page does not load up front, are
 * left to the automatic chunking.
 */
export function guestChunkName(id: string, ctx: ChunkingContext): string | null {
  cached ??= routeModules(id, ctx);
  const { entryModules, guestModules, otherModules } = cached;
  if (!guestModules.has(id) || entryModules.has(id)) return null;
  return otherModules.has(id) ? "common" : "hang-page";
}

/** Called at the start of each build. */
export function forgetRouteModules() {
  cached = undefined;
}
