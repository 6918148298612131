// index.html for a path, with what that page needs named up front: on a hang's page, its chunks as
// modulepreload and, for the guest's view, its data as preloads, so the browser fetches code and
// data in parallel instead of waiting for the script to ask.
import fs from "node:fs";
import path from "node:path";
import {
  AFTER_FIRST_PAINT_ID,
  type AfterFirstPaint,
  FIRST_PAINT_SCRIPT,
} from "../../client/features/responses/first-paint-script.ts";
import type { FixedTheme } from "../../client/features/theme/theme-choice.ts";
import { MESSAGES_ID } from "../../client/i18n/messages-id.ts";
import { isUuid } from "./ids.ts";

/** The page's language, the compiled messages it starts with (JSON) and the full set's version. */
export interface PageLanguage {
  locale: string;
  messages: string;
  version: string;
}

/** Open Graph names a language with the region Hangs writes it for; the pseudo-locale is English. */
const OG_LOCALES: Record<string, string> = { en: "en_US", es: "es_ES", de: "de_DE" };

/**
 * index.html in a language: its lang attribute and og:locale (a hang's link preview is in the same
 * language), and its messages where the app reads them.
 */
function inLanguage(html: string, language: PageLanguage): string {
  // Every "<" escaped: no message can close the script element.
  const messages = language.messages.replaceAll("<", "\\u003c");
  const ogLocale = OG_LOCALES[language.locale] ?? OG_LOCALES.en;
  return html
    .replace('<html lang="en">', `<html lang="${language.locale}">`)
    .replace("</head>", `<meta property="og:locale" content="${ogLocale}"></head>`)
    .replace(
      "<body>",
      `<body><script type="application/json" id="${MESSAGES_ID}" data-version="${language.version}">${messages}</script>`,
    );
}

/**
 * index.html in the theme this browser chose over the system's, if it did: on <html> and in the
 * color-scheme meta, so even the page's first paint (before the style sheet) is in that theme.
 */
function inTheme(html: string, theme: FixedTheme | undefined): string {
  if (!theme) return html;
  return html
    .replace(/<html lang="([^"]*)">/, `<html lang="$1" data-theme="${theme}">`)
    .replace(/<meta name="color-scheme"[^>]*>/, `<meta name="color-scheme" content="${theme}">`);
}

const HANG_PATH = /^\/hang\/([^/]+)\/?$/;

/** What the renderer needs of the route's code (route-code.ts): the guest page's chunk files. */
interface RouteFiles {
  files(pathname: string, search: URLSearchParams): string[];
}

export function indexHtmlRenderer(clientDir: string, code: RouteFiles) {
  const indexPath = path.join(clientDir, "index.html");
  let cached:
    | { html: string; hangFiles: string[]; hostFiles: string[]; firstPaint?: FirstPaintPage }
    | undefined;

  function load() {
    if (cached || !fs.existsSync(indexPath)) return cached;
    const html = fs.readFileSync(indexPath, "utf8");
    const filesOf = (search: string) =>
      code.files("/hang/x", new URLSearchParams(search)).map((file) => `/${file}`);
    const hangFiles = filesOf("");
    // The host's link opens on the host's dashboard: its code too, or it is asked for only once
    // the data has come and the page finds it needs it.
    cached = {
      html,
      hangFiles,
      hostFiles: filesOf("host=true"),
      firstPaint: firstPaintPage(html, hangFiles),
    };
    return cached;
  }

  /**
   * The page for `pathname`, or undefined while the client is not built. `preview` is a hang's own
   * title and link-preview tags, which replace the product's; `firstScreen` is server-rendered
   * markup shown until the app takes over; `theme` the one this browser chose in the footer.
   */
  return (
    pathname: string,
    search: URLSearchParams,
    language: PageLanguage,
    preview?: string,
    firstScreen?: string,
    theme?: FixedTheme,
  ): string | undefined => {
    const page = load();
    if (!page) return undefined;
    return inTheme(pageHtml(page, pathname, search, language, preview, firstScreen), theme);
  };

  function pageHtml(
    page: NonNullable<ReturnType<typeof load>>,
    pathname: string,
    search: URLSearchParams,
    language: PageLanguage,
    preview?: string,
    firstScreen?: string,
  ): string {
    const hangId = hangIdOf(pathname);
    // Other pages name no chunks: fetched beside the entry, a page's chunks were compiled in the
    // same moments as it, and their longer tasks cost more blocking time than the saved round trip.
    if (!hangId) return inLanguage(page.html, language);
    // The host's view reads with the edit token in a header, which a preload cannot send. The
    // guest's view also asks who is signed in (the header) along with the page.
    const asHost = search.get("host") === "true";
    const data = asHost ? [] : [`/api/hangs/${hangId}`, `/api/hangs/${hangId}/summary`, "/api/auth/user"];
    const withPreview = (html: string) =>
      preview
        ? inLanguage(html, language)
            .replace(/<title>[^<]*<\/title>/, "")
            .replace(/<meta name="description"[^>]*>/, "")
            .replace("</head>", `${preview}</head>`)
        : inLanguage(html, language);
    if (firstScreen && page.firstPaint) {
      return withFirstScreen(withPreview(page.firstPaint.html), firstScreen, page.firstPaint, data);
    }
    const links = [
      ...(asHost ? page.hostFiles : page.hangFiles).map(
        (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
      ),
      ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ].join("");
    return withPreview(page.html).replace("</head>", `${links}</head>`);
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html without the head's scripts, and what the first-paint script loads instead. */
interface FirstPaintPage {
  html: string;
  entry: string;
  modules: string[];
}

/** Read once per build: the entry and its chunks come out of the head, into the script's list. */
function firstPaintPage(html: string, hangFiles: string[]): FirstPaintPage | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return undefined;
  return {
    html: html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""),
    entry,
    modules: [...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), ...hangFiles],
  };
}

/**
 * The page with the server's first screen in front of #root. The app's code and data are asked
 * for by the first-paint script once the first screen is drawn, rather than by the head.
 */
function withFirstScreen(html: string, firstScreen: string, page: FirstPaintPage, data: string[]): string {
  const files: AfterFirstPaint = { entry: page.entry, modules: page.modules, data };
  // Every "<" escaped: nothing in the list can close the script element.
  const list = JSON.stringify(files).replaceAll("<", "\\u003c");
  return html.replace(
    '<div id="root">',
    `${firstScreen}<script type="application/json" id="${AFTER_FIRST_PAINT_ID}">${list}</script>` +
      `<script>${FIRST_PAINT_SCRIPT}</script><div id="root">`,
  );
}

/** The hang a guest-page path names, when it is a well-formed id. */
export function hangIdOf(pathname: string): string | undefined {
  const hangId = HANG_PATH.exec(pathname)?.[1];
  return hangId && isUuid(hangId) ? hangId : undefined;
}
