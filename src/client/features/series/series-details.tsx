// The top of the series page: its name, vibe and state, how often and when it meets, where, who is
// invited and who hosts, and when each round opens and closes.
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { differsFromViewer } from "../../lib/time-zones.ts";
import { isInvitation, useGroup } from "../groups/api.ts";
import type { SeriesView } from "./api.ts";
import { STATUS_TEXT } from "./status.ts";
import { useSeriesWords } from "./words.ts";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

export function SeriesTitle({ series }: { series: SeriesView }) {
  const t = useT();
  const vibe = useVibeLabel();
  const status = STATUS_TEXT[series.status];
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1
          id="series-title"
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight wrap-anywhere outline-none"
        >
          {series.name}
        </h1>
        <Badge variant={status.badge}>{t(status.label)}</Badge>
      </div>
      <p className="text-muted-foreground">
        {t("series.standingHang")} · {vibe(series.vibe)}
        {series.ownerName && ` · ${t("series.startedBy", { name: series.ownerName })}`}
      </p>
    </div>
  );
}

function GroupName({ groupId }: { groupId: string }) {
  const t = useT();
  const group = useGroup(groupId);
  const name = group.data && !isInvitation(group.data) ? group.data.name : undefined;
  return (
    <Link href={`/groups/${groupId}`} className="underline underline-offset-4 hover:text-primary">
      {name ? t("series.everyoneIn", { group: name }) : t("series.everyoneInGroup")}
    </Link>
  );
}

export function SeriesDetails({ series }: { series: SeriesView }) {
  const t = useT();
  const words = useSeriesWords();
  const place = series.locationName || series.location;
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <dl className="grid gap-3">
          <Fact term={t("series.rhythm")}>{words.rhythm(series)}</Fact>
          <Fact term={t("series.timesOffered")}>
            {words.times(series.slots).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {differsFromViewer(series.hostTimezone) && (
              <span className="block font-normal text-muted-foreground">
                {t("series.hostClock", { zone: series.hostTimezone })}
              </span>
            )}
          </Fact>
          {place && <Fact term={t("series.where")}>{place}</Fact>}
          <Fact term={t("series.invited")}>
            {series.groupId ? (
              <GroupName groupId={series.groupId} />
            ) : series.emails.length > 0 ? (
              series.emails.join(", ")
            ) : (
              t("series.invitedByEmail")
            )}
          </Fact>
          <Fact term={t("series.hosts")}>
            {series.rotation.length > 0
              ? t("series.takingTurns", { people: series.rotation.join(", ") })
              : series.ownerName || t("series.owner")}
          </Fact>
          <Fact term={t("series.eachRound")}>
            {t("series.opensAnswerBy", {
              opens: series.opensDaysBefore,
              answerBy: series.answerByDaysBefore,
            })}
          </Fact>
          <Fact term={t("series.helpers")}>
            {[
              t(series.nudges ? "series.nudgesOn" : "series.nudgesOff"),
              t(series.autoLock ? "series.autoLockOn" : "series.autoLockOff"),
            ].join(" · ")}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
