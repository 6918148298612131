import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { ToasterOnDemand } from "./components/ui/toaster-on-demand.tsx";
import { queryClient } from "./lib/query-client.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <ToasterOnDemand />
    </QueryClientProvider>
  </StrictMode>,
);
