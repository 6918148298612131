// The spec's "visited" flag: set the first time a guest uses the response form, after which the
// welcome note no longer shows. Storage may be refused (private modes): then it shows again.
export const VISITED = "hasVisited";

export function hasVisited(): boolean {
  try {
    return window.localStorage.getItem(VISITED) === "true";
  } catch {
    return false;
  }
}

export function markVisited(): void {
  try {
    if (window.localStorage.getItem(VISITED) !== "true") window.localStorage.setItem(VISITED, "true");
  } catch {
    // Nothing to keep it in: the dialog simply shows on the next visit too.
  }
}
