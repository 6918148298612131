// "Please select a response" beside the answers it is about, rather than a toast over them on a
// phone: read out as it appears (the region stays in the page), the answers taking the focus.
import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n/i18n.ts";

export function ResponseRequired({ id, shown }: { id: string; shown: boolean }) {
  const t = useT();
  return (
    <div id={id} role="alert" className={shown ? "flex items-start gap-2 text-destructive" : "contents"}>
      {shown && (
        <>
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            <span className="font-semibold">{t("answer.selectResponse")}</span> {t("answer.letUsKnow")}
          </p>
        </>
      )}
    </div>
  );
}
