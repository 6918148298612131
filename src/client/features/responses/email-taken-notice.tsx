import { MailCheck } from "lucide-react";
import { useT } from "../../i18n/i18n.ts";
import { useFocusedHeading } from "../../lib/focus-heading.ts";

/**
 * An answer with this e-mail exists and this browser doesn't hold it: the owner was mailed a
 * private link to change it. Nothing of that answer is shown here.
 */
export function EmailTakenNotice({ note }: { note: string }) {
  const t = useT();
  const heading = useFocusedHeading<HTMLParagraphElement>();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailCheck className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t("answer.alreadyResponded")}
        </p>
        <p>{note}</p>
        <p>{t("answer.openThatLink")}</p>
      </div>
    </div>
  );
}
