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

export default function MobileSignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <Smartphone className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>Sign In on Mobile</DialogTitle>
          <DialogDescription>
            Signing in doesn't work inside this app's built-in browser. Open this page in your phone's browser
            (Safari or Chrome) — usually from the ••• or share menu, "Open in browser" — or sign in from a
            desktop. You can still answer and create hangs here without signing in.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="min-h-11" onClick={() => onOpenChange(false)}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
