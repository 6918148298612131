// Renders a mail template (a React component) to HTML. React escapes every value it prints.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** Header values must stay on one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
