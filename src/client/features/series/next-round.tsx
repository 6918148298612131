// The round the page leads with: its days, its state and, once it opened, the way to its hang.
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { RoundView, SeriesView } from "./api.ts";
import { RoundBadge, RoundHangLink, RoundNews } from "./round-parts.tsx";
import { useSeriesWords } from "./words.ts";

export function NextRound({ series, round }: { series: SeriesView; round: RoundView | undefined }) {
  const t = useT();
  const words = useSeriesWords();
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <h2 className="text-lg font-semibold">{t("series.nextRound")}</h2>
        {round ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-base font-semibold">{words.roundDays(round)}</p>
              <RoundBadge round={round} />
            </div>
            <RoundNews round={round} zone={series.hostTimezone} paused={series.status === "paused"} />
            {series.rotation.length > 0 && (
              <p className="text-sm">{t("series.hostedBy", { name: round.hostName })}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <RoundHangLink round={round} owner={series.isOwner} />
            </div>
          </>
        ) : (
          series.status !== "ended" && (
            <p className="text-sm text-muted-foreground">{t("series.noNextRound")}</p>
          )
        )}
        {series.status === "ended" && (
          <p role="note" className="rounded-xl bg-muted px-3 py-2 text-sm">
            {t("series.endedNote")}
          </p>
        )}
        {series.status === "paused" && (
          <p role="note" className="rounded-xl bg-muted px-3 py-2 text-sm">
            {t("series.pausedNote")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
