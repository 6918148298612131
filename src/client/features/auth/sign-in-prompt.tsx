// The spec's sign-in prompt: why an account helps, with sign in or "Not now". Friend groups and
// the repeat flow open it, each with its own title.
import { Check } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { SignInButton } from "./sign-in-button.tsx";

const BENEFITS: MessageId[] = [
  "dashboard.benefitGroups",
  "dashboard.benefitRepeat",
  "dashboard.benefitDevices",
];

export default function SignInPrompt({
  open,
  onOpenChange,
  title,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title ?? t("dashboard.promptTitle")}</DialogTitle>
          <DialogDescription>{description ?? t("dashboard.promptText")}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {t(benefit)}
            </li>
          ))}
        </ul>
        <DialogFooter className="sm:flex-col sm:items-stretch">
          <SignInButton size="lg" className="w-full" />
          <Button variant="ghost" className="min-h-11" onClick={() => onOpenChange(false)}>
            {t("dashboard.notNow")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
