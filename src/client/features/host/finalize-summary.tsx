import { Clock, MapPin } from "lucide-react";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { HangSummaryHeader } from "../hangs/hang-summary-header.tsx";
import { slotSummaries } from "../responses/slot-groups.tsx";
import { placeText } from "./host-hang.ts";

interface TimeOption {
  key: string;
  text: string;
  confirmed: number;
}

function timeOptions(
  hang: Hang,
  summary: ResponsesSummary,
  slotText: (slot: Hang["timeSlots"][number]) => string,
): TimeOption[] {
  if (hang.timeSlots.length > 0) {
    return slotSummaries(hang, summary).map(({ slot, groups }) => ({
      key: groups.key,
      text: slotText(slot),
      confirmed: groups.yes.count,
    }));
  }
  return summary.windows.map((w) => ({ key: w.window, text: w.window, confirmed: w.confirmed }));
}

/**
 * What the host is locking in: the hang, where it was planned, and for older hangs their time
 * windows with who can come (a hang's proposed times are chosen from in the form itself).
 */
export function FinalizeSummary({ hang, summary }: { hang: Hang; summary: ResponsesSummary }) {
  const place = placeText(hang);
  const t = useT();
  const format = useFormat();
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <HangSummaryHeader hang={hang} />
        {hang.timeSlots.length === 0 && (
          <ul className="grid gap-2 border-t pt-4" aria-label={t("host.timeOptions")}>
            {timeOptions(hang, summary, format.slot).map((option) => (
              <li key={option.key} className="flex items-start justify-between gap-3 text-sm">
                <span className="flex items-start gap-2">
                  <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {option.text}
                </span>
                <Badge variant={option.confirmed > 0 ? "success" : "outline"}>
                  {t("host.confirmedCount", { count: option.confirmed })}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {place && (
          <p className="flex items-start gap-2 border-t pt-4 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{t("host.plannedAt", { place })}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
