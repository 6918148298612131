// The one question before anything is deleted or removed: what happens, a way to keep it, and the
// destructive button (busy while the call runs).
import { LoaderCircle, type LucideIcon, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n.ts";
import { Button } from "./ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./ui/dialog.tsx";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  icon: Icon = Trash2,
  busy,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  keepLabel?: string;
  confirmLabel: string;
  /** Shown on the button while busy; the button keeps its label (with a spinner) otherwise. */
  busyLabel?: string;
  icon?: LucideIcon;
  busy: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes, when that is not the control that opened it (a
   * menu item, or a row that is gone).
   */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
            {keepLabel ?? t("host.dialogKeep")}
          </Button>
          <Button variant="destructive" className="h-11" disabled={busy} onClick={onConfirm}>
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
