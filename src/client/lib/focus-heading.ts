import { useEffect, useRef } from "react";

/**
 * A ref for a new screen's heading that takes focus when the screen appears, so keyboard and
 * screen-reader users start where the page changed instead of on <body>. The heading needs
 * tabIndex={-1}.
 */
export function useFocusedHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
