// The app replaces the server-drawn first screen, and opens its own welcome, only once no press on
// the first screen is under way (FIRST_PAINT_SCRIPT marks them): a press begun on the server's
// "Got it" and ended on the app's, drawn in its place in the same frame, would be no click at all.
import { FIRST_SCREEN_ID, PRESSED_ATTRIBUTE, RELEASED_EVENT } from "./first-paint-script.ts";

/** Runs `then` now, or once the press on the first screen is over; returns the effect's cleanup. */
export function afterFirstScreenPress(then: () => void): () => void {
  const first = document.getElementById(FIRST_SCREEN_ID);
  if (!first?.hasAttribute(PRESSED_ATTRIBUTE)) {
    then();
    return () => {};
  }
  first.addEventListener(RELEASED_EVENT, then, { once: true });
  return () => first.removeEventListener(RELEASED_EVENT, then);
}
