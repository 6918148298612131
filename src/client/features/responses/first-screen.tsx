// The guest page's first screen as the server sends it: the header, the hang's heading and the
// welcome note (taken away again by FIRST_PAINT_SCRIPT for a browser not new to the hang) paint
// before any script has loaded. The app renders into #root, hidden while this is on the page
// (styles.css), and removes it in the same frame as it first shows the hang, so nothing flashes.
import { useLayoutEffect } from "react";
import { PageShell } from "../../components/page-shell.tsx";
import type { Hang } from "../hangs/api.ts";
import { HangHeading } from "../hangs/hang-heading.tsx";
import { FIRST_SCREEN_ID } from "./first-paint-script.ts";
import { afterFirstScreenPress } from "./first-screen-press.ts";
import { WelcomeNote } from "./welcome-note.tsx";

/** The first screen's "Got it" is FIRST_PAINT_SCRIPT's to handle. */
const closedByTheScript = () => {};

/**
 * The page's top as HangPage, HangViews and RsvpView draw it. The viewer's time zone (and so the
 * "Times are in …" line) is known in the browser only: the app adds that line below the heading.
 */
export function HangFirstScreen({ hang }: { hang: Hang }) {
  return (
    <PageShell>
      <div className="grid gap-5">
        <div className="grid grid-cols-1 gap-6">
          <HangHeading hang={hang} zoneNote={false} />
          <WelcomeNote hostName={hang.hostName} hangName={hang.name} onClose={closedByTheScript} />
        </div>
      </div>
    </PageShell>
  );
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * Rendered first in the page's content once the hang is read. Focus on the first screen (the
 * title, a header link) moves to the same place in the app. A press under way on the first screen
 * is let finish on it first.
 */
export function FirstScreenTakeover() {
  useLayoutEffect(() => afterFirstScreenPress(takeOver), []);
  return null;
}

/** Removes the first screen, carrying focus on it to the same place in the app. */
function takeOver() {
  const first = document.getElementById(FIRST_SCREEN_ID);
  if (!first) return;
  const focused = document.activeElement;
  const carried = focused instanceof HTMLElement && first.contains(focused);
  const index = carried ? [...first.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
  first.remove();
  if (!carried) return;
  const same = focused.id
    ? document.getElementById(focused.id)
    : document.getElementById("root")?.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  same?.focus();
}
