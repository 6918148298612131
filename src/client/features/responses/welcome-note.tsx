// The first-visit explainer on a guest's hang page, in the page rather than over it: the guest can
// answer straight away, and "Got it, let's go!" puts it away for good. The server draws it in the
// first screen too; FIRST_PAINT_SCRIPT takes it away there for a guest it is not for.
import { CalendarCheck, Mail, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { WELCOME_NOTE_ATTRIBUTE } from "./first-paint-script.ts";

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <span className="grid size-7 shrink-0 place-content-center rounded-full bg-card text-primary [&_svg]:size-4">
        {icon}
      </span>
      <p className="text-sm">
        <span className="font-semibold">{title}</span>{" "}
        <span className="text-muted-foreground">{children}</span>
      </p>
    </li>
  );
}

export function WelcomeNote({
  hostName,
  hangName,
  onClose,
}: {
  hostName: string;
  hangName: string;
  onClose: () => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <section
      {...{ [WELCOME_NOTE_ATTRIBUTE]: "" }}
      aria-labelledby={id}
      className="grid gap-3 rounded-2xl border border-orange-200 bg-secondary/60 p-4"
    >
      <div className="grid gap-0.5">
        <h2 id={id} className="font-semibold">
          {t("welcome.title")}
        </h2>
        <p className="break-words text-sm text-muted-foreground">
          {t("welcome.invited", { hostName, hangName })}
        </p>
      </div>
      <ol className="grid gap-2">
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
      <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onClose}>
        {t("welcome.gotIt")}
      </Button>
    </section>
  );
}
