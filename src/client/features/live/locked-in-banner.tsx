// Shown on a guest's page when the host locks the hang in while it is open: the form below stays
// as typed, and one tap shows the final details.
import { CalendarCheck2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";

export function LockedInBanner({ hang, onShow }: { hang: Hang; onShow: () => void }) {
  const t = useT();
  const format = useFormat();
  if (!hang.isFinalized || !hang.finalDateTime) return null;
  const when = format.finalDateTime(hang.finalDateTime, hang.hostTimezone ?? "UTC");
  return (
    <section
      aria-label={t("responses.lockedIn")}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-green-300 bg-green-50 p-4 text-green-950 sm:flex-row sm:items-center"
    >
      <CalendarCheck2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t("responses.lockedInTitle")}</p>
        <p className="text-sm">{when}</p>
      </div>
      <Button type="button" variant="outline" className="min-h-11" onClick={onShow}>
        {t("responses.seeFinalDetails")}
      </Button>
    </section>
  );
}
