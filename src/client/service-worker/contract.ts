// What the service worker (worker.ts, built to /sw.js) and the pages agree on. Tiny: the app's entry
// imports it.

/** Set on an answer the worker gave from what it kept, because the network could not be reached. */
export const SAVED_AT_HEADER = "X-Hangs-Saved-At";

/** index.html's <meta name> carrying the build the page belongs to (scripts/installable-app.ts). */
export const BUILD_META = "hangs-build";

/** A page asks the worker which build it serves: `{ type }` with a MessagePort for the answer. */
export const VERSION_QUESTION = "hangs-version";

/** Where the worker is served (the site's root, so its scope is the whole site). */
export const WORKER_PATH = "/sw.js";
