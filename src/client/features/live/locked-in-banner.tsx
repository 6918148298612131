// Shown on a guest's page when the host locks the hang in while it is open: the form below stays
// as typed, and one tap shows the final details.
import { CalendarCheck2 } from "lucide-react";
import { formatFinalDateTime } from "../../../shared/finalize.ts";
import { Button } from "../../components/ui/button.tsx";
import type { Hang } from "../hangs/api.ts";

export function LockedInBanner({ hang, onShow }: { hang: Hang; onShow: () => void }) {
  if (!hang.isFinalized || !hang.finalDateTime) return null;
  const when = formatFinalDateTime(new Date(hang.finalDateTime), hang.hostTimezone ?? "UTC");
  return (
    <section
      aria-label="Locked in"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-green-300 bg-green-50 p-4 text-green-950 sm:flex-row sm:items-center"
    >
      <CalendarCheck2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">It's locked in!</p>
        <p className="text-sm">{when}</p>
      </div>
      <Button type="button" variant="outline" className="min-h-11" onClick={onShow}>
        See final details
      </Button>
    </section>
  );
}
