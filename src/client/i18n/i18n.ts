// The app's messages in the page's language. The server sends the page's own with the page
// (index.html): every message its route's code names (server/http/route-code.ts), compiled, so
// starting costs no request and the browser carries no ICU parser. The first time something else
// is drawn (a dialog of another page's, another page), the rest are fetched once — a cacheable
// address per build — while that part waits in its Suspense boundary. The Vite dev server's page
// has none: the app asks for all.
import { setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import { DEFAULT_LOCALE, type PageLocale } from "../../shared/i18n/locales.ts";
import { MESSAGES_ID } from "./messages-id.ts";

export type { MessageId };
export type MessageValues = Record<string, string | number | Date | undefined | null>;

export const i18n = setupI18n();

/** The page's language, as the server chose it (<html lang>). */
export function pageLocale(): PageLocale {
  return (document.documentElement.lang || DEFAULT_LOCALE) as PageLocale;
}

let version: string | undefined;
let everyMessage: Promise<void> | undefined;

/** Every message of the page's language, fetched once. */
function loadEveryMessage(): Promise<void> {
  everyMessage ??= fetch(`/api/i18n/${encodeURIComponent(pageLocale())}${version ? `?v=${version}` : ""}`)
    .then((res) => {
      if (!res.ok) throw new Error(`messages: ${res.status}`);
      return res.json();
    })
    .then((messages) => i18n.load(pageLocale(), messages))
    .catch((error: unknown) => {
      // Asked again the next time one is missing.
      everyMessage = undefined;
      throw error;
    });
  return everyMessage;
}

/** Loads and activates the page's messages: at once from the page, else every one from the API. */
export function activatePageLanguage(): Promise<void> | undefined {
  const locale = pageLocale();
  const inline = document.getElementById(MESSAGES_ID);
  if (inline?.textContent) {
    version = inline.dataset.version;
    i18n.loadAndActivate({ locale, messages: JSON.parse(inline.textContent) });
    // Read once: the page's DOM keeps no second copy.
    inline.remove();
    return undefined;
  }
  i18n.activate(locale);
  return loadEveryMessage();
}

/**
 * A part loaded on demand (a dialog, a menu) is being asked for: its code may name messages its
 * page did not come with, in an event handler as well as on screen, so every message is fetched
 * alongside its code (once; at once resolved where they are all here already).
 */
export function expectEveryMessage(): void {
  void loadEveryMessage().catch(() => undefined);
}

/** Resolves once these messages are loaded (at once when the page came with them). */
export function withMessages(ids: readonly MessageId[]): Promise<void> {
  return ids.every((id) => id in i18n.messages) ? Promise.resolve() : loadEveryMessage();
}

/** A message outside rendering (a toast, a page title) in the page's language. */
export function t(id: MessageId, values?: MessageValues): string {
  if (!(id in i18n.messages)) void loadEveryMessage().catch(() => undefined);
  return i18n._(id, values);
}

/**
 * `t` for rendering: the component renders again when the language changes, and waits (suspends)
 * while a message its page did not come with is fetched.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n: active, _ } = useLingui();
  return (id, values) => {
    if (active === i18n && !(id in i18n.messages)) throw loadEveryMessage();
    return _(id, values);
  };
}
