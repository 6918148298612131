// A 404 page's card in its HTML, drawn with the app's own components so that whatever reads the page
// without running it (a scanner, a link preview) reads what a person sees. It sits inside #root,
// where the app draws over it once it starts.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { html } from "hono/html";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { PageShell } from "../../client/components/page-shell.tsx";
import { HangNotFound } from "../../client/features/hangs/hang-not-found.tsx";
import { NotFoundPage } from "../../client/pages/not-found-page.tsx";
import type { PageLocale } from "../../shared/i18n/locales.ts";
import { i18nFor } from "../i18n/catalogs.ts";
import type { NotFoundCard } from "./missing-page.ts";

/** The card and its title, drawn once per kind and language: a scanner's 404s cost no rendering. */
const drawn = new Map<string, { title: string; markup: string }>();

function draw(card: NotFoundCard, deleted: boolean, locale: PageLocale) {
  const key = `${card}:${deleted}:${locale}`;
  let found = drawn.get(key);
  if (found) return found;
  const i18n = i18nFor(locale);
  const title = i18n._(
    card === "page" ? "dashboard.pageNotFound" : deleted ? "hang.cancelled" : "hang.notFound",
  );
  // Neither card reads the address, so one drawing serves every path.
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        {/* Nothing is fetched here: the header shows what it shows while the session is read. */}
        <QueryClientProvider client={new QueryClient()}>
          {card === "page" ? (
            <NotFoundPage />
          ) : (
            <PageShell>
              <HangNotFound deleted={deleted} />
            </PageShell>
          )}
        </QueryClientProvider>
      </Router>
    </I18nProvider>,
  );
  found = { title, markup };
  drawn.set(key, found);
  return found;
}

/** `page` (index.html in its language) with the card and the title the app gives it. */
export function withNotFoundCard(
  page: string,
  card: NotFoundCard,
  search: URLSearchParams,
  locale: PageLocale,
) {
  // The link in the cancellation e-mail of a deleted hang: the hang page says it was cancelled.
  const { title, markup } = draw(card, card === "hang" && search.get("cancelled") === "1", locale);
  // The title as the app's usePageTitle writes it; replaced by functions, so a "$" is only text.
  return page
    .replace(/<title>[^<]*<\/title>/, () => html`<title>${title} · Hangs</title>`.toString())
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
