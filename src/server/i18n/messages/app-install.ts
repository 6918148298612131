// The installed app's description (GET /manifest.webmanifest): what a browser's install dialog and
// app list say under the name. Spread into en.ts, es.ts and de.ts, so they stay the one list.
export const appInstallEn = {
  "app.description":
    "Float a casual get-together, share one link, and find the time that works for everyone.",
} as const;

export const appInstallEs: Record<keyof typeof appInstallEn, string> = {
  "app.description":
    "Propón una quedada informal, comparte un enlace y encuentra el momento que le va bien a todo el mundo.",
};

export const appInstallDe: Record<keyof typeof appInstallEn, string> = {
  "app.description": "Schlag ein lockeres Treffen vor, teile einen Link und finde die Zeit, die allen passt.",
};
