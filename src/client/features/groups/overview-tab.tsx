import { RECENT_MEMBERS } from "../../../shared/group-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { formatLongDate } from "../../lib/dates.ts";
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
  const active = members.filter((m) => m.status === "active");
  const split = splitHangs(hangs);
  // The hang coming soonest (one with no time yet comes after those with one).
  const next = split.upcoming.toSorted((a, b) => (a.startsAt ?? "~").localeCompare(b.startsAt ?? "~"))[0];
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">Group overview</h2>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label="Members" value={active.length} />
            <Stat label="Total hangs" value={hangs.length} />
          </dl>
          {next ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              Next hang: <span className="font-medium">{next.name}</span>
              {next.status === "planning" && <Badge variant="warning">Planning</Badge>}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No upcoming hangs yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">Recent members</h2>
          <ul aria-label="Recent members" className="grid gap-2">
            {active.slice(0, RECENT_MEMBERS).map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 wrap-anywhere">{m.name || m.email}</span>
                <Badge variant={m.role === "member" ? "outline" : "secondary"}>{roleLabel(m.role)}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold">Quick stats</h2>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label="Upcoming" value={split.upcoming.length} />
            <Stat label="Past" value={split.past.length} />
            <Stat label="Pending invites" value={members.length - active.length} />
            <Stat label="Created" value={formatLongDate(group.createdAt)} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
