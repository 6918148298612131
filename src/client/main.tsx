import "./styles.css";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { ToasterOnDemand } from "./components/ui/toaster-on-demand.tsx";
import { activatePageLanguage, i18n } from "./i18n/i18n.ts";
import { queryClient } from "./lib/query-client.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <App />
          <ToasterOnDemand />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

// The built page carries its messages, so the app renders at once there; only the dev server's
// page waits for them. (No top-level await: it would split the entry into two scripts.) The first
// render runs in a task of its own: on a slow phone the entry's evaluation and the first render
// together held the page for one long task, and a tap in between waited for both.
const loading = activatePageLanguage();
if (loading) void loading.then(() => render(root));
else setTimeout(() => render(root), 0);
