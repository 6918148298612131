// The footer's language choice. It is kept in a cookie for this browser (and with the account of
// someone signed in), and the page loads again so that everything on it, the server's first
// screen included, comes in the new language.

import { useLingui } from "@lingui/react";
import { useId } from "react";
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import { useT } from "../../i18n/i18n.ts";
import { apiRequest } from "../../lib/http.ts";
import { useAccount } from "../auth/api.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Kept for this browser, and for the account when someone is signed in (every browser of theirs). */
async function choose(locale: Locale, signedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser Hangs supports.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  // The browser's choice holds even if the account's could not be saved this time.
  if (signedIn) await apiRequest("PUT", "/api/user/language", { language: locale }).catch(() => undefined);
  window.location.reload();
}

export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const current = useLingui().i18n.locale;
  const signedIn = Boolean(useAccount());
  return (
    <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <label htmlFor={id}>{t("shell.language")}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => void choose(event.target.value as Locale, signedIn)}
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
