// The guest page's first screen, rendered with the page's own components into the HTML, so the
// hang's name, host and place (and a new guest's welcome) paint before any script has loaded.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import type { Hang } from "../../../client/features/hangs/api.ts";
import { FIRST_SCREEN_ID } from "../../../client/features/responses/first-paint-script.ts";
import { HangFirstScreen } from "../../../client/features/responses/first-screen.tsx";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import type { HangRow } from "../../db/schema.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { publicHangView } from "./views.ts";

/**
 * The first screen for the guest view of a hang the page will show (not a cancelled one: that page
 * is a different card). index.html adds the script that takes its welcome note away for a browser that has been here.
 */
export function firstScreenHtml(hang: HangRow, pathname: string, locale: PageLocale): string | undefined {
  if (hang.isCancelled) return undefined;
  // The shape the browser reads from GET /api/hangs/{id}, dates as strings.
  const view = JSON.parse(JSON.stringify(publicHangView(hang))) as Hang;
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18nFor(locale)}>
      <Router ssrPath={pathname}>
        {/* Nothing is fetched here: the header shows what it shows while the session is read. */}
        <QueryClientProvider client={new QueryClient()}>
          <HangFirstScreen hang={view} />
        </QueryClientProvider>
      </Router>
    </I18nProvider>,
  );
  return `<div id="${FIRST_SCREEN_ID}">${markup}</div>`;
}
