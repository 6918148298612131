// What each page route's code is in the built client: the chunks its page draws (and, for a hang,
// the views it opens in), so the page's HTML carries just the messages that code names, rather
// than every message of every page, and the guest page can name its chunks up front.
import fs from "node:fs";
import path from "node:path";
import { parse } from "regexparam";
import { alwaysSentAreas, areaOf } from "../../shared/i18n/areas.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { PAGE_ROUTES, type PageRoute } from "../../shared/routes.ts";
import { chunkKeyNamed, type Manifest, readManifest, staticChunks } from "./client-manifest.ts";

/** The page chunk of each route (client/app.tsx); scripts/route-chunks.ts names it after its page. */
export const PAGE_CHUNKS: Record<PageRoute, string> = {
  "/": "create-page",
  "/create": "create-page",
  "/dashboard": "dashboard-page",
  "/hang/:id": "hang-page",
  "/edit/:id": "edit-page",
  "/cancel/:id": "cancel-page",
  "/groups/:id": "group-page",
  "/series/new": "series-setup-page",
  "/series/:id": "series-page",
  "/account": "account-page",
  "/admin": "admin-page",
  "/unsubscribe": "unsubscribe-page",
};
/** The host's link opens a hang on the host's dashboard at once (its code is preloaded). */
const HOST_VIEW = "host-dashboard";
/**
 * Views a hang's page may switch to without a new page: their code loads on demand, their
 * messages come with the page so the switch waits for the code alone.
 */
const HOST_SWITCHES = ["finalize-view", "success-view"];
const GUEST_SWITCHES = ["success-view"];
/** Drawn on every page with no press, though loaded on demand: a signed-in person's account menu button. */
const ACCOUNT_MENU = "account-menu";
/** Drawn on the create page with no press: a signed-in person's friend groups. */
const FRIEND_GROUPS = "signed-in-friend-groups";

/** Every chunk name looked for: a build that renames one would quietly cost pages their preloads. */
export const CHUNK_NAMES = [
  ...new Set([...Object.values(PAGE_CHUNKS), HOST_VIEW, ...HOST_SWITCHES, ACCOUNT_MENU, FRIEND_GROUPS]),
];

const ROUTES = PAGE_ROUTES.map((route) => ({ route, pattern: parse(route).pattern }));

/**
 * The chunks (by name) a path opens on (none for the not-found card, which is the entry's), and
 * those it may draw without a new page or a press.
 */
export function routeChunkNames(pathname: string, search: URLSearchParams) {
  const route = ROUTES.find(({ pattern }) => pattern.test(pathname))?.route;
  if (!route) return { opens: [], switches: [ACCOUNT_MENU] };
  if (route === "/" || route === "/create") {
    return { opens: [PAGE_CHUNKS[route]], switches: [ACCOUNT_MENU, FRIEND_GROUPS] };
  }
  if (route !== "/hang/:id") return { opens: [PAGE_CHUNKS[route]], switches: [ACCOUNT_MENU] };
  return search.get("host") === "true"
    ? { opens: ["hang-page", HOST_VIEW], switches: [...HOST_SWITCHES, ACCOUNT_MENU] }
    : { opens: ["hang-page"], switches: [...GUEST_SWITCHES, ACCOUNT_MENU] };
}

/** A page's messages: which ids, and a key that names that set (for caching its JSON). */
export interface MessageSelection {
  key: string;
  ids: ReadonlySet<string>;
}

const KNOWN_IDS = new Set(Object.keys(en));
/** A message id as the minified code writes it: a quoted string that is a catalog id. */
const QUOTED = /["'`]([A-Za-z]+\.[\w.]+)["'`]/g;

function idsNamedIn(code: string, into: Set<string>) {
  for (const [, id] of code.matchAll(QUOTED)) if (KNOWN_IDS.has(id!)) into.add(id!);
}

export function routeCode(clientDir: string) {
  let manifest: Manifest | null | undefined;
  const entryFiles = new Set<string>();
  const selections = new Map<string, MessageSelection>();
  const fileIds = new Map<string, Set<string>>();

  function load(): Manifest | undefined {
    if (manifest === undefined) {
      manifest = readManifest(clientDir) ?? null;
      if (manifest && "index.html" in manifest) staticChunks(manifest, "index.html", entryFiles);
    }
    return manifest ?? undefined;
  }

  /** The files of the named chunks and all they import, without the entry's (index.html names those). */
  function files(names: string[]): string[] {
    const built = load();
    if (!built) return [];
    const all = new Set<string>();
    for (const name of names) {
      const key = chunkKeyNamed(built, name, `src/client/pages/${name}.tsx`);
      if (key) staticChunks(built, key, all);
    }
    return [...all].filter((file) => !entryFiles.has(file));
  }

  function idsOf(file: string): Set<string> {
    let ids = fileIds.get(file);
    if (!ids) {
      ids = new Set();
      if (file.endsWith(".js")) idsNamedIn(fs.readFileSync(path.join(clientDir, file), "utf8"), ids);
      fileIds.set(file, ids);
    }
    return ids;
  }

  return {
    /** The route's chunk files beyond the entry's (the guest page's are named in its HTML). */
    files: (pathname: string, search: URLSearchParams) => files(routeChunkNames(pathname, search).opens),

    /**
     * The messages a page carries: every one its code names (the entry's, its route's and the views
     * it may switch to), and every one of the areas drawn by a computed id. Undefined (every
     * message) while the client has no manifest, as under the Vite dev server.
     */
    messages(pathname: string, search: URLSearchParams): MessageSelection | undefined {
      if (!load()) return undefined;
      const { opens, switches } = routeChunkNames(pathname, search);
      const names = [...opens, ...switches];
      const areas = alwaysSentAreas(pathname, search);
      const key = [...names, ...areas].join(",");
      let selection = selections.get(key);
      if (!selection) {
        const ids = new Set<string>();
        for (const file of [...entryFiles, ...files(names)]) for (const id of idsOf(file)) ids.add(id);
        for (const id of KNOWN_IDS) if (areas.includes(areaOf(id))) ids.add(id);
        selection = { key, ids };
        selections.set(key, selection);
      }
      return selection;
    },
  };
}
