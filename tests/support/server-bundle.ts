// The app's server, bundled once per test run: each spawned server then loads one file with
// plain Node instead of compiling hundreds of TypeScript modules through tsx (about a third of
// the CPU of every start). Packages stay external, so they load exactly as `npm start` loads them.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/** Bundles src/server/main.ts into `dir` and returns the file to run. */
export async function bundleServer(dir: string): Promise<string> {
  const outfile = path.join(dir, "server.mjs");
  fs.mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile,
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
  return outfile;
}
