import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type KeyboardEvent, useRef } from "react";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useReturnFocus } from "../return-focus.ts";
import { DIALOG_CLOSE_CLASSES } from "./dialog-close-classes.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Dialog content with an overlay and a close button; always give it a DialogTitle. On closing, the
 * focus goes back to what had it when the dialog opened (or to `returnFocus()`, when that names
 * an element), never to the page's body.
 */
export function DialogContent({
  className,
  children,
  returnFocus,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const focus = useReturnFocus(returnFocus, { onOpenAutoFocus, onCloseAutoFocus });
  const close = useRef<HTMLButtonElement>(null);
  const t = useT();
  // Radix's layer can miss its own registration when another layer (a toast) is open, and then
  // ignores Escape until something re-renders it. An Escape that no layer handled (each one that
  // does prevents its default, a menu or list inside included) closes the dialog here instead.
  const escapeCloses = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key === "Escape" && !event.defaultPrevented) close.current?.click();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 shadow-xl outline-none",
          className,
        )}
        {...props}
        {...focus}
        onKeyDown={escapeCloses}
      >
        {children}
        <DialogPrimitive.Close ref={close} className={DIALOG_CLOSE_CLASSES}>
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("dialog.close")}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
