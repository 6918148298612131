// Makes everything in the page but one element (and live regions, which keep announcing) inert:
// out of the focus order and of the accessibility tree, as a modal popup needs the page behind it.

const LIVE = "[aria-live], [role=status], [role=alert], [role=log]";

/** Marks the page's other elements inert; returns what undoes it. */
export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  const visit = (element: Element) => {
    if (element.hasAttribute("inert") || element.matches("script, style, link, meta")) return;
    if (element.matches(LIVE)) return;
    // A live region inside stays reachable: its own branch is walked instead of made inert whole.
    if (element.querySelector(LIVE)) {
      for (const child of element.children) visit(child);
      return;
    }
    element.setAttribute("inert", "");
    made.push(element);
  };
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) if (sibling !== node) visit(sibling);
  }
  return () => {
    for (const element of made) element.removeAttribute("inert");
  };
}
