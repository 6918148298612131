// A chunk of the app that fails to download (a phone's network dropped, or a deploy replaced the
// file) is asked for again before the page gives up: browsers that follow the current HTML
// standard fetch a failed module again, and a person who went offline gets it once back online.
import { type ComponentType, lazy } from "react";

/** Waits between tries; the last failure is passed on (to ChunkErrorBoundary). */
const RETRY_DELAYS_MS = [400, 1500];

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

/** Marks an error as a chunk that could not be downloaded, so the page can say so. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the page could not be downloaded", { cause });
    this.name = "ChunkLoadError";
  }
}

export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await whenOnline();
    }
  }
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

/** React's `lazy`, with the download retried. */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`.
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryImport(load));
}
