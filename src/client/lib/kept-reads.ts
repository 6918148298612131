// Which of the page's reads the service worker answered from its kept copy (the network was out of
// reach), and when each copy was kept: a hang's page says it is showing those (features/offline).
import { SAVED_AT_HEADER } from "../service-worker/contract.ts";

/** Read path → when the copy it was answered with was kept (ISO). */
const keptAt = new Map<string, string>();
const listeners = new Set<() => void>();

/** Reads of one hang go together: one answer from the network means the network is back for all. */
const groupOf = (path: string) => /^\/api\/hangs\/[^/]+/.exec(path)?.[0] ?? path;

/** Called with every answer the app reads (lib/http.ts). */
export function noteReadSource(url: string, headers: Headers): void {
  const path = new URL(url, window.location.href).pathname;
  const kept = headers.get(SAVED_AT_HEADER);
  if (kept) {
    if (keptAt.get(path) === kept) return;
    keptAt.set(path, kept);
  } else {
    const group = groupOf(path);
    const stale = [...keptAt.keys()].filter((p) => groupOf(p) === group);
    if (stale.length === 0) return;
    for (const p of stale) keptAt.delete(p);
  }
  for (const listener of listeners) listener();
}

export function subscribeToKeptReads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The oldest time a copy under this path was kept, while the page shows any kept copy of it. */
export function oldestKeptRead(prefix: string): string | undefined {
  let oldest: string | undefined;
  for (const [path, at] of keptAt) {
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!oldest || at < oldest)) oldest = at;
  }
  return oldest;
}
