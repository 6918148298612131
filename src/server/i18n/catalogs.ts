// Each language's messages, compiled once per process from the ICU sources in shared/i18n. The
// browser receives a page's compiled messages with the page (index.html), so it carries no ICU
// parser; the server renders the guest page's first screen with the same messages.
import { createHash } from "node:crypto";
import { type I18n, setupI18n } from "@lingui/core";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { de } from "../../shared/i18n/catalogs/de.ts";
import { en, type MessageId } from "../../shared/i18n/catalogs/en.ts";
import { es } from "../../shared/i18n/catalogs/es.ts";
import { type Locale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { pseudoText } from "../../shared/i18n/pseudo-text.ts";
import { serverMessages as deServer } from "./messages/de.ts";
import { serverMessages as enServer, type ServerMessageId } from "./messages/en.ts";
import { serverMessages as esServer } from "./messages/es.ts";

export type CompiledCatalog = Record<MessageId, CompiledMessage>;

const SOURCES: Record<Locale, Record<MessageId, string>> = { en, es, de };
/** The server's own texts (mail, feeds, previews, errors): compiled like the rest, never sent to a browser. */
const SERVER_SOURCES: Record<Locale, Record<ServerMessageId, string>> = {
  en: enServer,
  es: esServer,
  de: deServer,
};
const compiled = new Map<PageLocale, CompiledCatalog>();
const instances = new Map<PageLocale, I18n>();

function compile<Id extends string>(
  sources: Record<Locale, Record<Id, string>>,
  locale: PageLocale,
): Record<Id, CompiledMessage> {
  const source = sources[locale === PSEUDO_LOCALE ? "en" : locale];
  const mapText = locale === PSEUDO_LOCALE ? pseudoText : undefined;
  return Object.fromEntries(
    Object.entries<string>(source).map(([id, message]) => [id, compileMessageOrThrow(message, mapText)]),
  ) as Record<Id, CompiledMessage>;
}

export function compiledMessages(locale: PageLocale): CompiledCatalog {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compile(SOURCES, locale);
    compiled.set(locale, messages);
  }
  return messages;
}

/**
 * An I18n for one locale with every message, the pages' and the e-mails', shared by every request
 * and message in it (it holds no per-request state).
 */
export function i18nFor(locale: PageLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = { ...compiledMessages(locale), ...compile(SERVER_SOURCES, locale) };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const json = new Map<string, string>();

/**
 * A locale's compiled messages as JSON: every one, or a page's own selection (what its HTML carries
 * for its code, server/http/route-code.ts).
 */
export function messagesJson(
  locale: PageLocale,
  selection?: { key: string; ids: ReadonlySet<string> },
): string {
  const key = `${locale}:${selection?.key ?? "*"}`;
  let text = json.get(key);
  if (text === undefined) {
    const all = compiledMessages(locale);
    text = JSON.stringify(
      selection ? Object.fromEntries(Object.entries(all).filter(([id]) => selection.ids.has(id))) : all,
    );
    json.set(key, text);
  }
  return text;
}

const versions = new Map<PageLocale, string>();

/** Names every message of a locale as this build has them: the full catalog's address is cacheable. */
export function messagesVersion(locale: PageLocale): string {
  let version = versions.get(locale);
  if (!version) {
    version = createHash("sha256").update(messagesJson(locale)).digest("base64url").slice(0, 12);
    versions.set(locale, version);
  }
  return version;
}
