// The installable app's build-time parts (a Vite plugin), written beside the client it belongs to:
// - the web app manifest's icons (src/shared/app-manifest.ts), drawn from public/favicon.svg;
// - sw.js, the service worker (src/client/service-worker/worker.ts, bundled with esbuild), told
//   this build's version and its app shell: the code and styles the start page and a hang's page
//   need, read from the bundle as the build's manifest (.vite/manifest.json) records it;
// - <meta name="hangs-build"> in index.html: the same version, so a page can tell whether it
//   belongs to the build the worker serves (src/client/features/offline/worker.ts).
// Nothing is downloaded: every part comes from the repository and the build.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BUILD_META, WORKER_PATH } from "../src/client/service-worker/contract.ts";
import { APP_ICONS } from "../src/shared/app-manifest.ts";

/**
 * What the shell holds code for: the start page (the installed app opens on it), a hang's page with
 * the views it opens on at once (everyone's names, the host's view, the locked-in screen), and
 * the toaster. Other dialogs and pages are kept once they have been used online.
 */
const SHELL_PARTS = [
  "create-page",
  "hang-page",
  "all-names-list",
  "host-dashboard",
  "success-view",
  "toaster",
];
const VERSION_PLACEHOLDER = "__hangs_build_version__";

interface BuiltChunk {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
}
interface BuiltAsset {
  type: "asset";
  fileName: string;
  source: string | Uint8Array;
}
type BuiltFile = BuiltChunk | BuiltAsset;

/** The shell's files: the entry's and those parts' code with all it imports, every style sheet and font. */
export function shellFiles(bundle: Record<string, BuiltFile>): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk" || files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunk.imports) add(imported);
  };
  for (const file of Object.values(bundle)) {
    if (file.type === "chunk" && (file.isEntry || SHELL_PARTS.includes(file.name))) add(file.fileName);
    if (file.type === "asset" && /\.(css|woff2?)$/.test(file.fileName)) files.add(file.fileName);
  }
  return [...files].sort().map((file) => `/${file}`);
}

/** The mark on a full-bleed square, inside the middle 80% a launcher's mask never cuts. */
function maskableSvg(favicon: string): string {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
  if (!background || !inner)
    throw new Error("public/favicon.svg: expected an <svg> with a background <rect>");
  const shapes = inner.replace(/<title>[\s\S]*?<\/title>/, "").replace(/<rect[^>]*\/>/, "");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(6.4 6.4) scale(0.8)">${shapes}</g></svg>`
  );
}

const png = (svg: string, size: number) =>
  new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();

async function workerCode(root: string, shell: string[]): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "src/client/service-worker/worker.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    define: { HANGS_BUILD: JSON.stringify({ version: VERSION_PLACEHOLDER, shell }) },
  });
  const code = result.outputFiles[0]?.text;
  if (!code?.includes(VERSION_PLACEHOLDER))
    throw new Error("the service worker was built without its version");
  return code;
}

export function installableApp(): Plugin {
  let root = process.cwd();
  return {
    name: "hangs-installable-app",
    apply: "build",
    // After index.html is written into the bundle, before the build's manifest is.
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, BuiltFile>;
      const page = files["index.html"];
      if (page?.type !== "asset" || typeof page.source !== "string") {
        throw new Error("installable-app: the build wrote no index.html");
      }
      const shell = shellFiles(files);
      const code = await workerCode(root, shell);
      // The build's files are named by their content: their names, the page and the worker's code
      // make the version, so any change to what a page or the worker runs makes a new one.
      const version = createHash("sha256")
        .update(JSON.stringify([Object.keys(files).sort(), page.source, code]))
        .digest("hex")
        .slice(0, 16);
      page.source = page.source.replace("</head>", `<meta name="${BUILD_META}" content="${version}"></head>`);
      this.emitFile({
        type: "asset",
        fileName: WORKER_PATH.slice(1),
        source: code.replaceAll(VERSION_PLACEHOLDER, version),
      });
      const favicon = await readFile(path.join(root, "public/favicon.svg"), "utf8");
      for (const icon of APP_ICONS) {
        const svg = icon.purpose === "maskable" ? maskableSvg(favicon) : favicon;
        this.emitFile({ type: "asset", fileName: icon.src.slice(1), source: png(svg, icon.size) });
      }
    },
  };
}
