// The time-slot picker (the calendar, the time selects) sits below the first screen of the create
// and edit forms: its chunk downloads once the person comes near it (scrolling to within a screen
// of it) or starts using the page (a touch, a click, a key), so a visit that only looks loads none
// of it, and someone filling in the form has it by the time they reach it.
import { Suspense, useRef } from "react";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useWantedSoon } from "../../lib/use-wanted-soon.ts";
import type { TimeSlotPickerProps } from "./time-slot-picker.tsx";

/** Set once the chunk is in: a form opened again on the page (Create Another Hang) shows it at once. */
let arrived = false;
const Picker = lazyChunk(() =>
  import("./time-slot-picker.tsx").then((m) => {
    arrived = true;
    return { default: m.TimeSlotPicker };
  }),
);

export function TimeSlotPicker(props: TimeSlotPickerProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder, arrived);
  // About the empty picker's height, so nothing below it moves when it arrives.
  const waiting = (
    <div ref={placeholder} className="min-h-[39rem] rounded-2xl border bg-card" aria-busy="true" />
  );
  return wanted ? (
    <Suspense fallback={waiting}>
      <Picker {...props} />
    </Suspense>
  ) : (
    waiting
  );
}
