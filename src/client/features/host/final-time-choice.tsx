// The lock-in form's times: each proposed time is an option the host taps to choose it (with how
// many are confirmed for it), so nobody has to type a date that matches one. The date and time
// field below it stays for a time none of them offered.
import { CheckCircle2, Circle } from "lucide-react";
import { finalDateTimeOf } from "../../../shared/finalize.ts";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
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
              RADIO_TILE_CLASSES,
              "flex min-h-11 items-center justify-between gap-3 px-3 py-2.5 text-sm",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={chosen}
              onChange={() => onChoose(option)}
              className={RADIO_TILE_INPUT_CLASSES}
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
