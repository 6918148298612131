import { CircleCheck, Hourglass } from "lucide-react";
import type { Answer } from "../../../shared/responses.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { useSummary } from "./api.ts";

/** Whether this answer holds one of a capacity hang's spots: a yes that is not waiting in line. */
export function useHasSpot(hang: Hang, response: { id: string; response: Answer } | undefined): boolean {
  const capped = hang.maxCapacity != null && response?.response === "yes";
  const summary = useSummary({ hangId: hang.id }, response?.id, capped);
  return capped && summary.isSuccess && summary.data.waitlistPlace == null;
}

/** On a capacity hang: a confirmed guest's spot, or a waiting guest's place in line. */
export function WaitlistNote({ hang, response }: { hang: Hang; response: { id: string; response: Answer } }) {
  const t = useT();
  const summary = useSummary({ hangId: hang.id }, response.id, hang.maxCapacity != null);
  const place = summary.data?.waitlistPlace;
  const hasSpot = useHasSpot(hang, response);
  if (hasSpot) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-green-50 px-3 py-2.5 text-sm text-green-900 ring-1 ring-green-200">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span>{t("answer.haveSpot", { capacity: hang.maxCapacity ?? 0 })}</span>
      </p>
    );
  }
  if (!place) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>{t("answer.waitlistPlace", { place })}</span>
    </p>
  );
}
