// The top of a guest's answer form when the host's new times are waiting on them: what changed
// and what to do, read first (it takes the focus) because the form opened on its own.
import { CalendarPlus } from "lucide-react";
import { CardDescription, CardHeader } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useFocusedHeading } from "../../lib/focus-heading.ts";

export function NewTimesHeading({ hostName }: { hostName: string }) {
  const t = useT();
  const heading = useFocusedHeading();
  return (
    <CardHeader className="pb-2">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight outline-none"
      >
        <CalendarPlus className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t("answer.newTimesTitle")}
      </h2>
      <CardDescription>{t("answer.newTimesText", { hostName })}</CardDescription>
    </CardHeader>
  );
}
