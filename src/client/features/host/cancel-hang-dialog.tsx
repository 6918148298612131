// The cancel page's last question before everyone is told. Loaded when first asked.
import { LoaderCircle } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useT } from "../../i18n/i18n.ts";

export default function CancelHangDialog({
  open,
  onOpenChange,
  name,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("host.cancelName", { name })}</DialogTitle>
          <DialogDescription>{t("host.inviteesNotified")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t("host.goBack")}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {t("host.yesCancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
