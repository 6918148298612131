// The web app manifest (GET /manifest.webmanifest): what a browser needs to install Hangs and open
// it like an app. The build draws the icons it names (scripts/installable-app.ts); the server
// answers it in the asking browser's language (server/features/app-manifest).

/** The icons, drawn at build from public/favicon.svg. "maskable": the mark inside the safe zone. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/** The light theme's primary and page colours (client/styles.css, @theme). */
export const THEME_COLOR = "#c2410c";
export const BACKGROUND_COLOR = "#fffaf5";

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: string }[];
}

export function appManifest(lang: string, description: string): AppManifest {
  return {
    id: "/",
    name: "Hangs",
    short_name: "Hangs",
    description,
    lang,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
