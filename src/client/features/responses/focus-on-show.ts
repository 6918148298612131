// A heading that takes the focus when its part of the page appears because the guest asked for
// it (Edit Response, Cancel Edit, Back to RSVP), and not when the page first loads with it.
import { useEffect, useRef } from "react";

export function useFocusOnShow<T extends HTMLElement = HTMLHeadingElement>(when: boolean) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first showing only
  useEffect(() => {
    if (when) ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
