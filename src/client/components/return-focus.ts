// Focus back where the person was when a dialog closes. Radix does this only for a dialog opened by
// its own Trigger; ours open from form buttons, menu items and lazy-loaded code.
import { useRef } from "react";

type FocusHandler = (event: Event) => void;

/**
 * Handlers for a Radix DialogContent: the element focused when the dialog opened gets the focus
 * back when it closes, unless `returnFocus` names another (the next row after a delete, say) or
 * the opener is gone, or the page already moved the focus. A caller's own handler runs first; if it
 * prevents the default, it decided.
 */
export function useReturnFocus(
  returnFocus?: () => HTMLElement | null | undefined,
  own: { onOpenAutoFocus?: FocusHandler; onCloseAutoFocus?: FocusHandler } = {},
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const named = returnFocus?.();
      // A screen that took the focus as the dialog went (a result's heading) keeps it: with the
      // dialog gone, the focus is on <body> unless something moved it on purpose.
      const moved = document.activeElement !== document.body && document.activeElement !== null;
      const target = named ?? (moved ? null : opener.current?.isConnected ? opener.current : null);
      if (!target && !moved) return;
      event.preventDefault();
      target?.focus();
    },
  };
}
