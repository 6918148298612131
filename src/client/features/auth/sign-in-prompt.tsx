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
import { SignInButton } from "./sign-in-button.tsx";

const BENEFITS = [
  "Save friend groups for quick invites",
  "View past hangs and repeat them",
  "Access hangs from any device",
];

export default function SignInPrompt({
  open,
  onOpenChange,
  title = "Sign in to save friend groups",
  description = "Save the people you hang out with as a group, and invite them all in one tap next time.",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <DialogFooter className="sm:flex-col sm:items-stretch">
          <SignInButton size="lg" className="w-full" />
          <Button variant="ghost" className="min-h-11" onClick={() => onOpenChange(false)}>
            Not now, I'll add emails manually
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
