// Builds the browser client into dist/client, split by route, with .gz/.br siblings for the server.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { forgetRouteParts, routeChunkName } from "./scripts/route-chunks.ts";

const outDir = "dist/client";
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/** The server serves these precompressed, so each request costs no compression work. */
function precompress(): Plugin {
  let builtDir = outDir;
  return {
    name: "hangs-precompress",
    apply: "build",
    configResolved(config) {
      // `vite build --outDir …` builds elsewhere; compress what this build wrote.
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(builtDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(data, { level: 9 }),
            brotliAsync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

// The built client runs on Preact's React compatibility layer: a third less JavaScript for the
// guest page (docs/decisions/0024-lighter-guest-page.md). The dev server keeps React for its
// fast refresh; browser tests run the build.
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
];

/**
 * The page icon goes into the HTML as a data: address, read from public/favicon.svg at build: a page
 * paints without waiting on the icon's request, and the mark is drawn in one file.
 */
function inlinePageIcon(): Plugin {
  return {
    name: "hangs-inline-page-icon",
    async transformIndexHtml(html) {
      const svg = (await readFile("public/favicon.svg", "utf8")).replace(/\s+/g, " ").trim();
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

export default defineConfig(({ command }) => ({
  root: ".",
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    inlinePageIcon(),
    { name: "hangs-route-parts", buildStart: forgetRouteParts },
  ],
  resolve: {
    alias: [
      ...(command === "build" && process.env.CLIENT_RUNTIME !== "react" ? PREACT_FOR_REACT : []),
      { find: "@", replacement: path.resolve(import.meta.dirname, "src/client") },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // The server reads it to name a route's chunks in index.html (modulepreload).
    manifest: true,
    rolldownOptions: {
      // Barrels (lucide-react, radix-ui) bring in only what is imported, so the module graph that
      // routeChunkName reads holds only code the pages use.
      experimental: { lazyBarrel: true },
      output: {
        // Route chunks keep their page's name; every other chunk is just "shared"
        // (scripts/route-chunks.ts groups the modules).
        chunkFileNames: (chunk) =>
          chunk.name.endsWith("-page") || chunk.name === "common"
            ? "assets/[name]-[hash].js"
            : "assets/shared-[hash].js",
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: routeChunkName, debugName: "routes" }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API accepts writes only when Origin matches the host.
    proxy: { "/api": { target: "http://localhost:5000", changeOrigin: false } },
  },
}));
