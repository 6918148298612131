import { Users } from "lucide-react";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { SlotTime, ZoneNote } from "../hangs/slot-time.tsx";
import { FlatResponseList, SlotGroups, slotSummaries } from "./slot-groups.tsx";

/** "Who's responded so far": per slot for slot hangs, one flat list for older hangs. */
export function RespondedSoFar({
  hang,
  summary,
  loading,
}: {
  hang: Hang;
  summary: ResponsesSummary | undefined;
  loading: boolean;
}) {
  const source = { hangId: hang.id };
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-5 text-primary" aria-hidden="true" />
          {t("responses.whoRespondedSoFar")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner className="size-6" />
        ) : !summary || summary.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t("responses.noOneYet")}</p>
        ) : hang.timeSlots.length > 0 ? (
          <div className="grid gap-4">
            <ZoneNote hang={hang} />
            <ul className="grid gap-5">
              {slotSummaries(hang, summary).map(({ slot, groups }) => (
                <li key={slotKey(slot)} className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
                  <h3 className="text-sm font-semibold">
                    <SlotTime slot={slot} hostTimeZone={hang.hostTimezone} />
                  </h3>
                  <SlotGroups slot={groups} source={source} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <FlatResponseList everyone={summary.everyone} source={source} />
        )}
      </CardContent>
    </Card>
  );
}
