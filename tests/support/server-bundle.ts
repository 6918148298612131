// The app's server and its backup scripts, bundled once per test run: each spawned process then
// loads one file with plain Node instead of compiling hundreds of TypeScript modules through tsx
// (about a third of the CPU of every start). Packages stay external, so they load exactly as
// `npm start` and `npm run backup` load them.
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
    packages: "external",
    logLevel: "warning",
    // The migrations are found beside the module that reads them: keep its own address.
    define: {
      "import.meta.url": JSON.stringify(pathToFileURL(path.join(root, "src/server/db/migrate.ts")).href),
    },
  });
}
