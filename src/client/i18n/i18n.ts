// The app's messages in the page's language. The server sends them compiled with the page
// (index.html), so starting costs no request and the browser carries no ICU parser. The Vite dev
// server's page has none: the app then asks the API for them.
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

/** Loads and activates the page's messages: at once from the page, else from the API. */
export function activatePageLanguage(): Promise<void> | undefined {
  const locale = pageLocale();
  const inline = document.getElementById(MESSAGES_ID)?.textContent;
  if (inline) {
    i18n.loadAndActivate({ locale, messages: JSON.parse(inline) });
    return undefined;
  }
  return fetch(`/api/i18n/${encodeURIComponent(locale)}`)
    .then((res) => res.json())
    .then((messages) => i18n.loadAndActivate({ locale, messages }));
}

/** A message outside rendering (a toast, a page title) in the page's language. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** `t` for rendering: the component renders again when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
