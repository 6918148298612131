// The app's server and its backup scripts, bundled once per test run with the packages they use:
// each spawned process then loads one file with plain Node, instead of compiling hundreds of
// TypeScript modules through tsx and resolving, reading and linking some two thousand package
// files (a start took 1.2 s to answer, 0.55 s bundled; decision 0055).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { TEST_NODE_FLAGS } from "./node-flags.ts";

const root = path.resolve(import.meta.dirname, "../..");

const ENTRIES = {
  server: "src/server/main.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
};
export type BundledEntry = keyof typeof ENTRIES;

/**
 * Loaded from node_modules as `npm start` loads them: the embedded database finds its WebAssembly
 * beside its own module, pino starts its transports' worker threads from files beside its own, and
 * pg's native binding is optional (pg requires it only when asked for). The link-preview image's
 * renderer loads a native binding (resvg) and is imported only when an image is first asked for.
 */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "pino",
  "thread-stream",
  "pg-native",
  "satori",
  "@resvg/resvg-js",
];

/** The file `bundleEntries(dir)` writes for `entry`. */
const bundledFile = (dir: string, entry: BundledEntry) => path.join(dir, `${entry}.mjs`);

/** Node's arguments to run `entry` from the bundles in `dir`. */
export const bundledCommand = (dir: string, entry: BundledEntry) => [
  ...TEST_NODE_FLAGS,
  bundledFile(dir, entry),
];

/** Bundles each entry into `dir` as `<entry>.mjs`. */
export async function bundleEntries(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL_PACKAGES,
    // Packages written as CommonJS require Node's built-ins; in an ES module `require` must be made.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: "warning",
    // The migrations are found beside the module that reads them: keep its own address.
    define: {
      "import.meta.url": JSON.stringify(pathToFileURL(path.join(root, "src/server/db/migrate.ts")).href),
    },
  });
}
