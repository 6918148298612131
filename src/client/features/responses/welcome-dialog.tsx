// The first-visit explainer on a guest's hang page: check availability, leave a name and e-mail,
// the host picks the final time.
import { CalendarCheck, Mail, PartyPopper, X } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DIALOG_CLOSE_CLASSES } from "../../components/ui/dialog-close-classes.ts";
import { useT } from "../../i18n/i18n.ts";
import { HANG_TITLE_ID } from "../hangs/hang-title-id.ts";
import { afterFirstScreenPress } from "./first-screen-press.ts";
import { hasVisited } from "./visited.ts";

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

/** Focus is nowhere yet, or still on the closed dialog: the guest has not moved on. */
function focusLeftIn(dialog: HTMLDialogElement): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || dialog.contains(focused);
}

/**
 * A native modal <dialog>: the browser makes the page behind it inert, closes it on Escape and
 * draws the backdrop, so the first thing a new guest sees needs no dialog library and shows with
 * the page rather than after a second download.
 */
export function WelcomeDialog({
  hostName,
  hangName,
  onClose,
}: {
  hostName: string;
  hangName: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const t = useT();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  // Opened once, when it mounts: the browser closes it a task before its "close" event reaches
  // onClose, and a render in between (the guest already typing) must not open it again.
  useLayoutEffect(
    () =>
      // After the first screen's takeover, which waits for a press on the server-drawn welcome.
      afterFirstScreenPress(() => {
        // The guest closed the server-drawn welcome while this render was under way (the page
        // decided to welcome them before): the visit is kept already, so it does not open again.
        if (hasVisited()) return latestOnClose.current();
        if (dialog.current && !dialog.current.open) dialog.current.showModal();
      }),
    [],
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-description`}
      // Held at the top rather than centred, so nothing that changes its height moves it.
      // "Got it", × and Escape all end here, once the page behind is no longer inert.
      onClose={(event) => {
        onClose();
        // It opened by itself, so there is no trigger to return to: start at the hang's title,
        // unless the guest has already moved on (the event comes a task after the dialog closed).
        if (focusLeftIn(event.currentTarget)) document.getElementById(HANG_TITLE_ID)?.focus();
      }}
      className="mx-auto mt-[8dvh] mb-auto max-h-[84dvh] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-xl outline-none backdrop:bg-stone-950/50 backdrop:backdrop-blur-[2px] open:grid open:gap-4"
    >
      {/* method="dialog": the buttons close it natively, also before the app's script has loaded. */}
      <form method="dialog" className="contents">
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id={`${ids}-title`} className="text-xl font-semibold">
            {t("welcome.title")}
          </h2>
          <p id={`${ids}-description`} className="break-words text-sm text-muted-foreground">
            {t("welcome.invited", { hostName, hangName })}
          </p>
        </div>
        <ol className="grid gap-4">
          <Step icon={<CalendarCheck aria-hidden="true" />} title={t("welcome.checkTitle")}>
            {t("welcome.checkText")}
          </Step>
          <Step icon={<Mail aria-hidden="true" />} title={t("welcome.shareTitle")}>
            {t("welcome.shareText")}
          </Step>
          <Step icon={<PartyPopper aria-hidden="true" />} title={t("welcome.hostTitle")}>
            {t("welcome.hostText", { hostName })}
          </Step>
        </ol>
        <Button type="submit" size="lg" className="w-full">
          {t("welcome.gotIt")}
        </Button>
        <button type="submit" className={DIALOG_CLOSE_CLASSES}>
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("dialog.close")}</span>
        </button>
      </form>
    </dialog>
  );
}
