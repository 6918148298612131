// The guest-page bench's baseline: React 19 rendering one heading, built with the project's Vite.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <main>
      <h1>Hello</h1>
    </main>
  </StrictMode>,
);
