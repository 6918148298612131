import { RECENT_MEMBERS } from "../../../shared/group-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { GroupSeries } from "../series/group-series.tsx";
import type { Group, GroupHang, Member } from "./api.ts";
import { splitHangs } from "./hangs-tab.tsx";
import { roleLabel } from "./members-tab.tsx";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** Members, total hangs and the next hang; the five most recent members; quick stats. */
export function OverviewTab({
  group,
  members,
  hangs,
}: {
  group: Group;
  members: Member[];
  hangs: GroupHang[];
}) {
  const t = useT();
  const format = useFormat();
  const active = members.filter((m) => m.status === "active");
  const split = splitHangs(hangs);
  // The hang coming soonest (one with no time yet comes after those with one).
  const next = split.upcoming.toSorted((a, b) => (a.startsAt ?? "~").localeCompare(b.startsAt ?? "~"))[0];
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">{t("groups.groupOverview")}</h2>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label={t("groups.members")} value={active.length} />
            <Stat label={t("groups.totalHangs")} value={hangs.length} />
          </dl>
          {next ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {t("groups.nextHang")} <span className="font-medium">{next.name}</span>
              {next.status === "planning" && <Badge variant="warning">{t("groups.statusPlanning")}</Badge>}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t("groups.noUpcomingYet")}</p>
          )}
        </CardContent>
      </Card>
      <GroupSeries groupId={group.id} />
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">{t("groups.recentMembers")}</h2>
          <ul aria-label={t("groups.recentMembers")} className="grid gap-2">
            {active.slice(0, RECENT_MEMBERS).map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 wrap-anywhere">{m.name || m.email}</span>
                <Badge variant={m.role === "member" ? "outline" : "secondary"}>{roleLabel(t, m.role)}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">{t("groups.quickStats")}</h2>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label={t("groups.statUpcoming")} value={split.upcoming.length} />
            <Stat label={t("groups.statPast")} value={split.past.length} />
            <Stat label={t("groups.pendingInvites")} value={members.length - active.length} />
            <Stat label={t("groups.statCreated")} value={format.longDate(group.createdAt) ?? ""} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
