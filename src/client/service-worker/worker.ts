// The service worker, built to /sw.js by scripts/installable-app.ts, which sets HANGS_BUILD: this
// build's version and the app shell's files (stored at install, served offline). Online, every
// page and read comes from the network (never a stale page or answer); the last good copy of each
// hang's page and reads is kept, and answers when the network cannot be reached, stamped with when
// it was kept (SAVED_AT_HEADER).
// A new build's worker stores its own shell, brings the kept pages up to it, takes over at once
// and deletes the old shell; the page then reloads if it is of the old build (offline/worker.ts).
import { SAVED_AT_HEADER, VERSION_QUESTION } from "./contract.ts";
import { handlingOf, keepsPage, MAX_PAGES, MAX_READS, proofHeaders } from "./rules.ts";
import type { FetchEvent, WorkerScope } from "./worker-scope.ts";

declare const HANGS_BUILD: { version: string; shell: string[] };

const scope = self as unknown as WorkerScope;
const SHELL_PREFIX = "hangs-shell-";
const SHELL = `${SHELL_PREFIX}${HANGS_BUILD.version}`;
const PAGES = "hangs-pages";
const READS = "hangs-reads";
/** Kept copies are matched by address alone: they are stored without what they varied on. */
const BY_ADDRESS = { ignoreVary: true };
/** Answers that mean the kept copy is no longer anyone's to see. */
const GONE = new Set([401, 403, 404, 410]);

const isHtml = (response: Response) => (response.headers.get("content-type") ?? "").includes("text/html");

/** A copy to keep: decoded body, the headers it came with, and when it was kept. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const name of ["content-encoding", "content-length", "vary"]) headers.delete(name);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const { status, statusText } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/** Keeps the copy as the newest entry; past `max`, the oldest go. */
async function keep(cacheName: string, key: string, response: Response, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const copy = await stamped(response);
  await cache.delete(key, BY_ADDRESS);
  await cache.put(key, copy);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((old) => cache.delete(old)));
}

async function forget(cacheName: string, key: string): Promise<void> {
  await (await caches.open(cacheName)).delete(key, BY_ADDRESS);
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A read's key: its address, and a digest of the proofs it was read with (never the proofs). */
async function readKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.hash = "";
  const proofs = proofHeaders(request.headers);
  if (proofs.length > 0) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(proofs)));
    url.searchParams.set("sw-as", hex(digest).slice(0, 32));
  }
  return url.href;
}

function pageKey(href: string): string {
  const url = new URL(href);
  url.hash = "";
  return url.href;
}

/** With no copy to fall back on, a failed read is tried once more after this long. */
const SECOND_TRY_MS = 1_000;

async function networkFirstRead(event: FetchEvent): Promise<Response> {
  const key = await readKey(event.request);
  const read = async () => {
    const response = await fetch(event.request.clone());
    if (response.ok) event.waitUntil(keep(READS, key, response.clone(), MAX_READS));
    else if (GONE.has(response.status)) event.waitUntil(forget(READS, key));
    return response;
  };
  try {
    return await read();
  } catch {
    const kept = await (await caches.open(READS)).match(key, BY_ADDRESS);
    if (kept) return kept;
    // Nothing kept to show: the network may be a moment behind the browser's "online" (the page
    // reads again as it comes back), so it is asked once more before the read fails.
    await new Promise((resolve) => setTimeout(resolve, SECOND_TRY_MS));
    return read();
  }
}

async function networkFirstPage(event: FetchEvent, keepIt: boolean): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (keepIt && response.ok && isHtml(response)) {
      event.waitUntil(keep(PAGES, pageKey(event.request.url), response.clone(), MAX_PAGES));
    }
    return response;
  } catch (error) {
    // The page as kept; a link with a secret in it (a mailed answer link) opens the same page's copy.
    const pages = await caches.open(PAGES);
    const url = new URL(event.request.url);
    const kept =
      (await pages.match(pageKey(url.href), BY_ADDRESS)) ??
      (await pages.match(`${url.origin}${url.pathname}`, BY_ADDRESS));
    if (kept) return kept;
    throw error;
  }
}

async function fromShell(event: FetchEvent): Promise<Response> {
  const kept = await (await caches.open(SHELL)).match(event.request, BY_ADDRESS);
  return kept ?? fetch(event.request);
}

/**
 * The start page, the pages kept so far and those open now, fetched again for this build: a kept
 * page names the build it came with, whose files are deleted once this worker takes over.
 */
async function refreshPages(): Promise<void> {
  const { origin } = scope.location;
  const pages = await caches.open(PAGES);
  const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const addresses = [`${origin}/`, ...(await pages.keys()).map((r) => r.url), ...open.map((c) => c.url)];
  const wanted = new Set(addresses.filter((href) => keepsPage(href, origin)).map(pageKey));
  await Promise.allSettled(
    [...wanted].map(async (href) => {
      const response = await fetch(href, { credentials: "same-origin" });
      if (response.ok && isHtml(response)) await keep(PAGES, href, response, MAX_PAGES);
      else if (GONE.has(response.status)) await forget(PAGES, href);
    }),
  );
}

scope.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL)).addAll(HANGS_BUILD.shell);
      await refreshPages();
      // Takes over at once: pages of the old build reload themselves (offline/worker.ts).
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // No navigation preload: for a navigation the worker leaves alone (sign-in's one-time
      // callback) Chromium then sent the request twice, and the sign-in failed.
      const old = (await caches.keys()).filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL);
      await Promise.all(old.map((name) => caches.delete(name)));
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const handling = handlingOf(event.request, scope.location.origin);
  // Online, built files go as if there were no worker: the browser's own cache holds them (they
  // never change), and nothing stands between the page and the network. Offline, from the shell.
  if (handling.kind === "asset") {
    if (!scope.navigator.onLine) event.respondWith(fromShell(event));
  } else if (handling.kind === "data") event.respondWith(networkFirstRead(event));
  else if (handling.kind === "page") event.respondWith(networkFirstPage(event, handling.keep));
});

scope.addEventListener("message", (event) => {
  const question = event.data as { type?: unknown } | null;
  if (question?.type === VERSION_QUESTION) event.ports[0]?.postMessage({ version: HANGS_BUILD.version });
});
