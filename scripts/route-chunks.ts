// How the client build groups its code, so that a page downloads a few files rather than a few
// dozen of a few hundred bytes each (every one a request on a phone's connection), and no code that
// only other pages use. The app is read as parts: the entry (main.tsx), each page, and each thing
// imported lazily (a dialog, a menu, the host's view of a hang, the toaster). Then:
// - what the entry loads goes in the entry's chunk: every page needs it;
// - what one part uses, alone or with parts only it loads (a page's dialogs), goes in its chunk;
// - what the guest page /hang/{id} shares with anything else goes in one "common" chunk, so the
//   most visited page loads three files (docs/decisions/0029-no-zod-on-the-guest-page.md);
// - the toaster loads with the first touch, click or key, on every page: what it shares with
//   pages is grouped apart from what only they share, so a page loads none of Radix Toast and the
//   toaster none of the pages' own code;
// - the rest is shared: grouped by the pages that load it as they open (a dialog that uses it too
//   loads that group with it), and groups too small for a request of their own are merged where
//   that makes pages download the least code they do not use.
import { statSync } from "node:fs";
import type { ChunkingContext } from "rolldown";

const PAGE = /src[\\/]client[\\/]pages[\\/]([\w-]+-page)\.tsx$/;
/** The host's views of /hang/{id}, loaded at once when its link says host=true: routes too. */
const HOST_VIEW =
  /src[\\/]client[\\/]features[\\/]host[\\/](host-dashboard|finalize-view|success-view)\.tsx$/;
const GUEST_PAGE = "hang-page";
/** Loaded on every page with the first use (toaster-on-demand.tsx). */
const TOASTER = /src[\\/]client[\\/]components[\\/]ui[\\/]toaster\.tsx$/;

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

/** Every module a module imports statically, itself included (`imports` remembers each edge). */
function staticClosure(start: string, ctx: ChunkingContext, imports: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    let next = imports.get(id);
    if (!next) {
      next = staticImports(id, ctx);
      imports.set(id, next);
    }
    pending.push(...next);
  }
  return seen;
}

/** A part of the app that loads as one: the entry, a page, or something imported lazily. */
interface Part {
  id: string;
  /** Its chunk's name: the page's ("dashboard-page") or the module's ("group-form-dialog"). */
  name: string;
  modules: Set<string>;
  /** A page or a host view, shown as a route opens, rather than a dialog or menu opened later. */
  route: boolean;
  /** The parts that import this one lazily: the entry for a page, a page for its dialog. */
  importedBy: Part[];
}

/** The app's parts and, for each module, the parts that load it up front. */
function readParts(anyId: string, ctx: ChunkingContext) {
  const all = new Set<string>();
  const pending = [anyId];
  let entryId: string | undefined;
  // Walk the whole graph once, both ways, to find the entry and every lazily imported module.
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    // The one true entry: dynamic imports are entries too, but something imports them.
    if (info.isEntry && info.importers.length === 0 && info.dynamicImporters.length === 0) entryId = id;
    pending.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    );
  }
  const lazyIds = [...all].filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  const nameOf = (id: string) =>
    PAGE.exec(id)?.[1] ??
    id
      .split(/[\\/]/)
      .pop()!
      .replace(/\.[^.]+$/, "");
  const parts = new Map<string, Part>();
  const taken = new Set<string>(["common"]);
  const imports = new Map<string, string[]>();
  for (const id of entryId ? [entryId, ...lazyIds] : lazyIds) {
    let name = id === entryId ? "index" : nameOf(id);
    // Two lazily imported modules of the same file name still get a chunk each.
    for (let n = 2; taken.has(name); n++) name = `${nameOf(id)}-${n}`;
    taken.add(name);
    const route = PAGE.test(id) || HOST_VIEW.test(id);
    parts.set(id, { id, name, modules: staticClosure(id, ctx, imports), route, importedBy: [] });
  }
  const entry = entryId ? parts.get(entryId) : undefined;
  for (const part of parts.values()) {
    part.importedBy = [...parts.values()].filter((p) =>
      ctx.getModuleInfo(part.id)!.dynamicImporters.some((importer) => p.modules.has(importer)),
    );
  }

  const users = new Map<string, Part[]>();
  for (const part of parts.values()) {
    for (const id of part.modules) users.set(id, [...(users.get(id) ?? []), part]);
  }
  return { entry, users, imports };
}

/** Whether a part is only ever loaded by parts of the list (or by parts only they load). */
function loadedOnlyBy(part: Part, list: Part[], seen = new Set<Part>()): boolean {
  if (part.importedBy.length === 0 || seen.has(part)) return false;
  seen.add(part);
  return part.importedBy.every((by) => list.includes(by) || loadedOnlyBy(by, list, seen));
}

/** The parts of a list that load on their own, not only after another part of the list. */
const firstLoaded = (parts: Part[]) => parts.filter((part) => !loadedOnlyBy(part, parts));

/** A module's size: its code's, or a style sheet's own (its module is an empty stand-in). */
function sizeOf(id: string, ctx: ChunkingContext): number {
  if (/\.css$/.test(id)) {
    try {
      return statSync(id).size;
    } catch {
      return 0;
    }
  }
  return ctx.getModuleInfo(id)?.code?.length ?? 0;
}

/** Code several parts share: the parts that load it, and its size (source characters). */
interface SharedGroup {
  parts: Set<Part>;
  modules: string[];
  size: number;
  /** Its modules and everything they import: what a part that loads the group downloads. */
  closure: Set<string>;
}

/** Size in characters of what loading `group` adds for a part that does not load it yet. */
type AddedSize = (group: SharedGroup, part: Part) => number;

/**
 * Characters of code a page may download without needing them, to save it a request: a group
 * this small is merged with the group that makes the fewest parts download what they do not use.
 */
const MERGE_WASTE = 3000;
/** A dialog or menu loads when opened, so its unused code costs less than a page's. */
const weight = (part: Part) => (part.route || TOASTER.test(part.id) ? 1 : 0.25);

/**
 * What merging two groups makes parts download that they do not use: a group's own code and
 * what it imports (a few lines of form rules that import zod bring zod with them).
 */
function waste(a: SharedGroup, b: SharedGroup, added: AddedSize): number {
  let total = 0;
  for (const part of b.parts) if (!a.parts.has(part)) total += added(a, part) * weight(part);
  for (const part of a.parts) if (!b.parts.has(part)) total += added(b, part) * weight(part);
  return total;
}

/** Merges the pair of groups that wastes least, while that stays under MERGE_WASTE. */
function mergeSmallGroups(groups: SharedGroup[], added: AddedSize): SharedGroup[] {
  const left = [...groups];
  for (;;) {
    let best: [number, number, number] | undefined;
    for (let i = 0; i < left.length; i++) {
      for (let j = i + 1; j < left.length; j++) {
        const cost = waste(left[i]!, left[j]!, added);
        if (cost <= MERGE_WASTE && (!best || cost < best[2])) best = [i, j, cost];
      }
    }
    if (!best) return left;
    const [i, j] = best;
    const a = left[i]!;
    const b = left[j]!;
    left.splice(j, 1);
    left[i] = {
      parts: new Set([...a.parts, ...b.parts]),
      modules: [...a.modules, ...b.modules],
      size: a.size + b.size,
      closure: new Set([...a.closure, ...b.closure]),
    };
  }
}

const ZOD = /node_modules[\\/]zod[\\/]/;
const ZOD_WRAPPER = /src[\\/]shared[\\/]zod\.ts$/;

/** zod itself, or a module that imports it (through the one wrapper the shared code uses). */
function isSchemaCode(id: string, ctx: ChunkingContext): boolean {
  if (ZOD.test(id) || ZOD_WRAPPER.test(id)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((imported) => ZOD_WRAPPER.test(imported));
}

/** Every module's chunk; a module not in the map is left to the automatic chunking. */
function planChunks(anyId: string, ctx: ChunkingContext): Map<string, string> {
  const { entry, users, imports } = readParts(anyId, ctx);
  const plan = new Map<string, string>();
  const shared = new Map<string, SharedGroup>();
  for (const [id, parts] of users) {
    if (entry && parts.includes(entry)) {
      plan.set(id, entry.name);
      continue;
    }
    // zod and the schemas built with it travel together, apart from everything else: a few lines of
    // form rules grouped with a dialog would otherwise bring zod to every page that opens it.
    if (isSchemaCode(id, ctx)) {
      plan.set(id, "schemas");
      continue;
    }
    const first = firstLoaded(parts);
    // A lazily imported module that imports nothing (a data table) is left as its own chunk: in a
    // named group it would need rolldown's runtime helpers, which then could not join the entry.
    if (first.length === 1 && first[0]!.id === id && first[0]!.modules.size === 1) continue;
    // One part uses it, or one part and what only ever loads after it (a page and its dialogs).
    if (first.length === 1) plan.set(id, first[0]!.name);
    else if (first.some((part) => part.name === GUEST_PAGE)) plan.set(id, "common");
    else {
      // Shared: grouped by the routes that load it as they open (a dialog or menu that uses it
      // too loads that group with it), or, for code only dialogs and menus use, by those.
      const routes = first.filter((part) => part.route);
      const toaster = first.find((part) => TOASTER.test(part.id));
      const by = routes.length ? (toaster ? [...routes, toaster] : routes) : first;
      const key = by
        .map((part) => part.name)
        .sort()
        .join(" ");
      const group = shared.get(key) ?? { parts: new Set(by), modules: [], size: 0, closure: new Set() };
      group.modules.push(id);
      group.size += sizeOf(id, ctx);
      for (const imported of staticClosure(id, ctx, imports)) group.closure.add(imported);
      shared.set(key, group);
    }
  }
  const sizes = new Map<string, number>();
  const added: AddedSize = (group, part) => {
    let total = 0;
    for (const id of group.closure) {
      if (part.modules.has(id)) continue;
      const size = sizes.get(id) ?? sizeOf(id, ctx);
      sizes.set(id, size);
      total += size;
    }
    return total;
  };
  mergeSmallGroups([...shared.values()], added).forEach((group, n) => {
    for (const id of group.modules) plan.set(id, `shared-${n + 1}`);
  });
  return plan;
}

let plan: Map<string, string> | undefined;

/** The chunk a module goes in; null leaves it to the automatic chunking. */
export function routeChunkName(id: string, ctx: ChunkingContext): string | null {
  plan ??= planChunks(id, ctx);
  return plan.get(id) ?? null;
}

/** Called at the start of each build. */
export function forgetRouteParts() {
  plan = undefined;
}
