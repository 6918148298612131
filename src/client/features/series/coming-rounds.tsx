// The rounds to come, each with Skip / Unskip for the owner. A round not opened yet is skipped at
// once (nobody was asked); one already open has a hang with guests, which skipping cancels, so the
// owner confirms first.
import { CalendarX2 } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { type RoundView, type SeriesView, useRoundAction } from "./api.ts";
import { seriesFailed } from "./failure.ts";
import { RoundBadge, RoundHangLink, RoundNews } from "./round-parts.tsx";
import { canSkip, canUnskip, opened } from "./rounds.ts";
import { useSeriesWords } from "./words.ts";

const rowId = (date: string) => `round-${date}`;

export function ComingRounds({ series, rounds }: { series: SeriesView; rounds: RoundView[] }) {
  const t = useT();
  const words = useSeriesWords();
  const act = useRoundAction(series.id);
  // The round asked about stays named while the dialog fades out.
  const [confirming, setConfirming] = useState<RoundView>();
  const [asking, setAsking] = useState(false);
  const skipped = useRef<string>(undefined);
  const owner = series.isOwner && series.status !== "ended";

  const run = (round: RoundView, action: "skip" | "unskip") =>
    act.mutate(
      { date: round.date, action },
      {
        onSuccess: () => {
          skipped.current = round.date;
          setAsking(false);
          toast({
            title: translate(action === "skip" ? "series.skipped" : "series.unskipped", {
              days: words.roundDays(round),
            }),
          });
        },
        onError: (error) => toast({ variant: "destructive", ...seriesFailed(error) }),
      },
    );

  const press = (round: RoundView) => {
    if (canUnskip(round)) run(round, "unskip");
    else if (opened(round)) {
      skipped.current = undefined;
      setConfirming(round);
      setAsking(true);
    } else run(round, "skip");
  };

  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <h2 id="coming-rounds" className="text-lg font-semibold">
          {t("series.comingRounds")}
        </h2>
        {rounds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("series.noComingRounds")}</p>
        ) : (
          <ul aria-labelledby="coming-rounds" className="grid rounded-2xl border">
            {rounds.map((round) => {
              const days = words.roundDays(round);
              const action = owner && (canSkip(round) || canUnskip(round));
              const label = t(canUnskip(round) ? "series.unskip" : "series.skip");
              return (
                <li key={round.date} className="grid gap-2 border-b px-4 py-3 last:border-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <p id={rowId(round.date)} tabIndex={-1} className="font-medium outline-none">
                      {days}
                    </p>
                    <RoundBadge round={round} />
                  </div>
                  <RoundNews round={round} zone={series.hostTimezone} paused={series.status === "paused"} />
                  {series.rotation.length > 0 && (
                    <p className="text-sm">{t("series.hostedBy", { name: round.hostName })}</p>
                  )}
                  <div className="flex flex-wrap gap-2 empty:hidden">
                    {action && (
                      <Button
                        variant="outline"
                        className="h-11"
                        aria-label={t("series.forRound", { action: label, days })}
                        aria-busy={act.isPending && act.variables?.date === round.date}
                        onClick={() => press(round)}
                      >
                        {label}
                      </Button>
                    )}
                    <RoundHangLink round={round} owner={series.isOwner} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("series.skipOpenedTitle")}
        description={t("series.skipOpenedText", { days: confirming ? words.roundDays(confirming) : "" })}
        keepLabel={t("series.keepRound")}
        confirmLabel={t("series.skipRound")}
        icon={CalendarX2}
        busy={act.isPending}
        onConfirm={() => confirming && run(confirming, "skip")}
        // The round's Skip button goes with its hang: the focus lands on the round itself.
        returnFocus={() => (skipped.current ? document.getElementById(rowId(skipped.current)) : undefined)}
      />
    </Card>
  );
}
