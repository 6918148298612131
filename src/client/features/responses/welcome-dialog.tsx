// The first-visit explainer on a guest's hang page: check availability, leave a name and e-mail,
// the host picks the final time.
import { CalendarCheck, Mail, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { HANG_TITLE_ID } from "../hangs/hang-heading.tsx";

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-10 shrink-0 place-content-center rounded-full bg-secondary text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

export function WelcomeDialog({
  open,
  hostName,
  hangName,
  onClose,
}: {
  open: boolean;
  hostName: string;
  hangName: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="sm:max-w-md"
        // It opened by itself, so there is no trigger to return to: start at the hang's title.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(HANG_TITLE_ID)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl">Welcome! Here's how it works</DialogTitle>
          <DialogDescription className="break-words">
            {hostName} invited you to {hangName}.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-4">
          <Step icon={<CalendarCheck aria-hidden="true" />} title="Check your availability">
            Mark each proposed time as Available, Maybe or Not Available.
          </Step>
          <Step icon={<Mail aria-hidden="true" />} title="Share your name and email">
            So you get updates about the hang.
          </Step>
          <Step icon={<PartyPopper aria-hidden="true" />} title="The host picks a final time">
            {hostName} locks in the best time and notifies everyone.
          </Step>
        </ol>
        <DialogFooter>
          <Button size="lg" className="w-full" onClick={onClose}>
            Got it, let's go!
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
