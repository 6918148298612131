// Each language's messages, compiled once per process from the ICU sources in shared/i18n. The
// browser receives a page's compiled messages with the page (index.html), so it carries no ICU
// parser; the server renders the guest page's first screen with the same messages.
import { type I18n, setupI18n } from "@lingui/core";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { de } from "../../shared/i18n/catalogs/de.ts";
import { en, type MessageId } from "../../shared/i18n/catalogs/en.ts";
import { es } from "../../shared/i18n/catalogs/es.ts";
import { type Locale, type PageLocale, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { pseudoText } from "../../shared/i18n/pseudo-text.ts";

export type CompiledCatalog = Record<MessageId, CompiledMessage>;

const SOURCES: Record<Locale, Record<MessageId, string>> = { en, es, de };
const compiled = new Map<PageLocale, CompiledCatalog>();
const instances = new Map<PageLocale, I18n>();

function compile(locale: PageLocale): CompiledCatalog {
  const source = SOURCES[locale === PSEUDO_LOCALE ? "en" : locale];
  const mapText = locale === PSEUDO_LOCALE ? pseudoText : undefined;
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message, mapText)]),
  ) as CompiledCatalog;
}

export function compiledMessages(locale: PageLocale): CompiledCatalog {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compile(locale);
    compiled.set(locale, messages);
  }
  return messages;
}

/** An I18n for one locale, shared by every request in it (it holds no per-request state). */
export function i18nFor(locale: PageLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: compiledMessages(locale) } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const json = new Map<PageLocale, string>();

/** A locale's compiled messages as the JSON a page carries (index.html). */
export function messagesJson(locale: PageLocale): string {
  let text = json.get(locale);
  if (text === undefined) {
    text = JSON.stringify(compiledMessages(locale));
    json.set(locale, text);
  }
  return text;
}
