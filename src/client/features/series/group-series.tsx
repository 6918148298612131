// "Standing hangs" on a group's page: each series of the group with its rhythm and next round,
// linking to its page, and "Make it a standing hang" to set one up for the group.
import { Repeat } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useGroupSeries } from "./api.ts";
import { RoundBadge } from "./round-parts.tsx";
import { nextRound, splitRounds } from "./rounds.ts";
import { STATUS_TEXT } from "./status.ts";
import { useSeriesWords } from "./words.ts";

export function GroupSeries({ groupId }: { groupId: string }) {
  const t = useT();
  const words = useSeriesWords();
  const list = useGroupSeries(groupId);
  const series = list.data ?? [];
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="group-series" className="font-semibold">
            {t("series.groupTitle")}
          </h2>
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal text-left">
            <Link href={`/series/new?group=${groupId}`}>
              <Repeat aria-hidden="true" />
              {t("series.makeStanding")}
            </Link>
          </Button>
        </div>
        {list.isError ? (
          <p className="text-sm text-muted-foreground">{t("series.groupLoadFailed")}</p>
        ) : list.isPending ? null : series.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("series.groupNone")}</p>
        ) : (
          <ul aria-labelledby="group-series" className="grid rounded-2xl border">
            {series.map((s) => {
              const next =
                s.status === "ended" ? undefined : nextRound(splitRounds(s.rounds, s.hostTimezone).next);
              return (
                <li key={s.id} className="grid gap-1 border-b px-4 py-3 last:border-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`/series/${s.id}`}
                      className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 wrap-anywhere hover:text-primary"
                    >
                      {s.name}
                    </Link>
                    {s.status !== "active" && (
                      <Badge variant={STATUS_TEXT[s.status].badge}>{t(STATUS_TEXT[s.status].label)}</Badge>
                    )}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {[words.rhythm(s), ...words.times(s.slots)].join(" · ")}
                  </p>
                  {next && (
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      {t("series.nextRoundOn", { days: words.roundDays(next) })}
                      <RoundBadge round={next} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
