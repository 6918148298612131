// The production build of the server and its backup scripts: one esbuild bundle per entry in
// dist/server, split into chunks so that what the first request does not need (the local sign-in
// provider, the admin page, calendar parsing, mail rendering) is read only when first used. Plain
// `node` runs it; the source maps beside it let stack traces in logs point at src/ (decision 0069).
// The tests start the same build (tests/support/server-bundle.ts).
import fs from "node:fs";
import path from "node:path";
import { newestChange } from "./newest-change.mjs";

const root = path.resolve(import.meta.dirname, "..");

export const SERVER_OUT_DIR = path.join(root, "dist/server");

const ENTRIES = {
  main: "src/server/main.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
};

/** What the bundles are made from: a change to any of these makes `npm start` build again. */
const SOURCES = ["src/server", "src/shared", "src/client", "scripts", "package-lock.json"];

/**
 * Loaded from node_modules as they ship: the embedded database finds its WebAssembly beside its own
 * module, pino starts its transports' worker threads from files beside its own, pg's native binding
 * is optional (pg requires it only when asked for), the link-preview image's renderer loads a
 * native binding (resvg), and so do the photo album's image library (sharp, libvips) and its HEIC
 * decoder (libheif's WebAssembly, which finds its files through __dirname).
 */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "pino",
  "thread-stream",
  "pg-native",
  "satori",
  "@resvg/resvg-js",
  "sharp",
  "heic-decode",
  "libheif-js",
];

/**
 * React's packages pick their development or production build by NODE_ENV at run time, so a bundle
 * would carry both: take the production build always, as the client's build does (the tests run
 * with NODE_ENV=test and the same bundle).
 */
const reactProductionBuilds = {
  name: "react-production-builds",
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/][^\\]*\.js$/ }, (args) => ({
      contents: fs.readFileSync(args.path, "utf8").replaceAll("process.env.NODE_ENV", '"production"'),
      loader: "js",
    }));
  },
};

/**
 * zod re-exports every language's error messages (`z.locales`, some 360 KB), which Hangs never
 * uses (it writes its own messages, and zod's English map is imported on its own): the server
 * would parse them at every start.
 */
const noZodLocales = {
  name: "no-zod-locales",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: "zod-locales", namespace: "no-zod-locales" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "no-zod-locales" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/** The file the build writes for an entry ("main", "backup", "restore"). */
export const serverBuildFile = (outdir, entry) => path.join(outdir, `${entry}.mjs`);

/** Builds every entry into `outdir` (emptied first). */
export async function buildServer(outdir = SERVER_OUT_DIR) {
  // Read only when building: a start with nothing to build does not pay for loading esbuild.
  const { build } = await import("esbuild");
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    // Not minified: the local sign-in provider stops working when its code is (and a start was no
    // faster for it).
    // Paths in the maps relative to the map, so a stack trace names src/… wherever the app lives.
    sourceRoot: "",
    external: EXTERNAL_PACKAGES,
    // Packages written as CommonJS require Node's built-ins; in an ES module `require` must be made.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    plugins: [reactProductionBuilds, noZodLocales],
    logLevel: "warning",
  });
  fs.writeFileSync(path.join(outdir, "built"), new Date().toISOString());
}

/** True when dist/server is missing or older than a source it is made from. */
export function serverBuildIsStale(outdir = SERVER_OUT_DIR) {
  const marker = path.join(outdir, "built");
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((entry) => newestChange(root, entry)));
}
