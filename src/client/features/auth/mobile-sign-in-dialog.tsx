// Shown instead of signing in inside an app's built-in browser (Instagram, Facebook, TikTok, …).
import { Smartphone } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useT } from "../../i18n/i18n.ts";

export default function MobileSignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <Smartphone className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{t("dashboard.mobileTitle")}</DialogTitle>
          <DialogDescription>{t("dashboard.mobileText")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="min-h-11" onClick={() => onOpenChange(false)}>
            {t("dashboard.gotIt")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
