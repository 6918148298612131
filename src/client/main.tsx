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

// The built page carries its messages, so this is synchronous there (no await, no extra frame).
await activatePageLanguage();

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToasterOnDemand />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
