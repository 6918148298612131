// Code that only a press needs — a dialog, a menu — downloads with that press, not with the page.
import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useRef,
  useState,
} from "react";
import { expectEveryMessage } from "../i18n/i18n.ts";
import { retryImport } from "../lib/retry-import.ts";

/**
 * Shows its children (a lazily loaded dialog) from the first time `when` is true on: the dialog's
 * code downloads when it is first opened, and afterwards it stays mounted to animate closed.
 */
export function LoadWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const asked = useRef(false);
  if (when && !asked.current) {
    asked.current = true;
    expectEveryMessage();
  }
  return asked.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

/**
 * What a menu loaded on demand is given: its button, whether it opens as it mounts, and a focus
 * handler for its DropdownMenu.Content.
 */
export type MenuOnDemandProps<P> = P & {
  trigger: ReactElement<TriggerProps>;
  defaultOpen?: boolean;
  onContentFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A dropdown menu whose code (Radix's DropdownMenu and its positioning) downloads on first use.
 * Until then its trigger is a plain button that reads the same (a collapsed menu button); pressing
 * it, or ArrowDown on it, loads the menu, which opens as it mounts. Pointing at the button or
 * focusing it starts the download early. The loaded module renders the trigger inside its
 * DropdownMenu.Trigger (asChild), so a ref on the trigger reaches whichever button is shown.
 */
export function menuOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<MenuOnDemandProps<P>> }>,
) {
  let loading: ReturnType<typeof load> | undefined;
  const preload = () => {
    if (!loading) expectEveryMessage();
    // A failed download is tried again on the next press, not remembered as failed.
    loading ??= retryImport(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Menu = lazy(preload);
  return function MenuOnDemand(props: MenuOnDemandProps<P>) {
    const [openedBy, setOpenedBy] = useState<"pointer" | "keyboard">();
    const firstOpen = useRef(true);
    const plain = cloneElement(props.trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      // A click from Enter or Space has no pointer position (detail 0).
      onClick: (event: MouseEvent) => setOpenedBy(event.detail === 0 ? "keyboard" : "pointer"),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setOpenedBy("keyboard");
      },
    });
    if (!openedBy) return plain;
    // Opened from the keyboard, the menu's first item takes the focus as the menu does, as when
    // Radix's own trigger opens it (its keyboard tracking starts only once the menu is there).
    const onContentFocus = (event: FocusEvent<HTMLElement>) => {
      if (!firstOpen.current || event.target !== event.currentTarget) return;
      firstOpen.current = false;
      if (openedBy === "keyboard") {
        event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
      }
    };
    return (
      <Suspense fallback={plain}>
        <Menu {...props} defaultOpen onContentFocus={onContentFocus} />
      </Suspense>
    );
  };
}
