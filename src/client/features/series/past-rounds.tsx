// The rounds that are over, newest first: whether each happened, when, and who came (with the
// people each brought).
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { RoundView, SeriesView } from "./api.ts";
import { RoundBadge, RoundHangLink, RoundNews } from "./round-parts.tsx";
import { useSeriesWords } from "./words.ts";

function WhoCame({ going }: { going: RoundView["going"] }) {
  const t = useT();
  if (going.length === 0) return <p className="text-sm text-muted-foreground">{t("series.nobodyCame")}</p>;
  const heads = going.reduce((sum, person) => sum + person.heads, 0);
  const names = going.map((person) =>
    person.heads > 1 ? t("series.withGuests", { name: person.name, guests: person.heads - 1 }) : person.name,
  );
  return (
    <p className="text-sm wrap-anywhere">
      <span className="font-medium">{t("series.whoCame", { count: heads })}</span> {names.join(", ")}
    </p>
  );
}

export function PastRounds({ series, rounds }: { series: SeriesView; rounds: RoundView[] }) {
  const t = useT();
  const words = useSeriesWords();
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <h2 id="past-rounds" className="text-lg font-semibold">
          {t("series.pastRounds")}
        </h2>
        {rounds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("series.noPastRounds")}</p>
        ) : (
          <ul aria-labelledby="past-rounds" className="grid rounded-2xl border">
            {rounds.map((round) => (
              <li key={round.date} className="grid gap-2 border-b px-4 py-3 last:border-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{words.roundDays(round)}</p>
                  <RoundBadge round={round} />
                </div>
                <RoundNews round={round} zone={series.hostTimezone} paused={false} />
                {round.finalDateTime && <WhoCame going={round.going} />}
                <div className="flex flex-wrap gap-2 empty:hidden">
                  <RoundHangLink round={round} owner={series.isOwner} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
