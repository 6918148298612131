// The lock-in form's times: each proposed time is an option the host taps to choose it (with how
// many are confirmed for it), so nobody has to type a date that matches one. The date and time
// field below it stays for a time none of them offered.
import { CheckCircle2, Circle } from "lucide-react";
import { finalDateTimeOf } from "../../../shared/finalize.ts";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import type { Hang } from "../hangs/api.ts";
import { slotSummaries } from "../responses/slot-groups.tsx";

export function FinalTimeChoice({
  hang,
  summary,
  value,
  onChoose,
  name,
}: {
  hang: Hang;
  summary: ResponsesSummary;
  /** The form's datetime-local value; the option it matches shows as chosen. */
  value: string;
  onChoose: (finalDateTime: string) => void;
  name: string;
}) {
  const t = useT();
  const format = useFormat();
  if (hang.timeSlots.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("host.chooseTime")}</legend>
      {slotSummaries(hang, summary).map(({ slot, groups }) => {
        const option = finalDateTimeOf(slot);
        const chosen = option === value;
        const Mark = chosen ? CheckCircle2 : Circle;
        return (
          <label
            key={groups.key}
            className={cn(
              "relative flex min-h-11 items-center justify-between gap-3 rounded-xl border bg-card px-3 py-2.5 text-sm",
              "hover:border-orange-300 hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
              "has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:ring-1 has-[:checked]:ring-primary",
            )}
          >
            {/* Over the whole row, unseen: a tap anywhere on it is a tap on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={option}
              checked={chosen}
              onChange={() => onChoose(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span className="flex items-start gap-2">
              <Mark className={cn("mt-0.5 size-4 shrink-0", chosen && "text-primary")} aria-hidden="true" />
              {format.slot(slot)}
            </span>
            <Badge variant={groups.yes.count > 0 ? "success" : "outline"}>
              {t("host.confirmedCount", { count: groups.yes.count })}
            </Badge>
          </label>
        );
      })}
    </fieldset>
  );
}
