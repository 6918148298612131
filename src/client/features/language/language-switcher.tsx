// The footer's language choice. It is kept in a cookie for this browser, and the page loads again
// so that everything on it, the server's first screen included, comes in the new language.

import { useLingui } from "@lingui/react";
import { useId } from "react";
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import { useT } from "../../i18n/i18n.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function choose(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser Hangs supports.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  window.location.reload();
}

export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const current = useLingui().i18n.locale;
  return (
    <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <label htmlFor={id}>{t("shell.language")}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => choose(event.target.value as Locale)}
        className="h-11 rounded-lg border border-input bg-background px-3 text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {/* The pseudo-locale (tests) is not offered; a page in it still shows which one is on. */}
        {!(LOCALES as readonly string[]).includes(current) && <option value={current}>{current}</option>}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
