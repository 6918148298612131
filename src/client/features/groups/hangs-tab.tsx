import { Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "wouter";
import { sortByTime } from "../../../shared/hang-order.ts";
import { Badge, type BadgeProps } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import type { GroupHang } from "./api.ts";

const STATUS_BADGE: Record<GroupHang["status"], BadgeProps["variant"]> = {
  cancelled: "destructive",
  completed: "outline",
  finalized: "success",
  planning: "warning",
};

const STATUS_LABEL: Record<GroupHang["status"], MessageId> = {
  cancelled: "groups.statusCancelled",
  completed: "groups.statusCompleted",
  finalized: "groups.statusFinalized",
  planning: "groups.statusPlanning",
};

type Filter = "upcoming" | "past" | "cancelled";

/** Each filter's tab ("upcoming (2)"), the name of its list and the text when it is empty. */
const FILTER_TEXT: Record<Filter, { tab: MessageId; list: MessageId; none: MessageId }> = {
  upcoming: { tab: "groups.filterUpcoming", list: "groups.upcomingHangs", none: "groups.noUpcoming" },
  past: { tab: "groups.filterPast", list: "groups.pastHangs", none: "groups.noPast" },
  cancelled: { tab: "groups.filterCancelled", list: "groups.cancelledHangs", none: "groups.noCancelled" },
};

export function splitHangs(hangs: readonly GroupHang[]): Record<Filter, GroupHang[]> {
  return {
    // The next one first (the final time, else the earliest proposed start); undated ones last.
    upcoming: sortByTime(
      hangs.filter((h) => h.upcoming),
      (h) => h.startsAt,
    ),
    past: hangs.filter((h) => !h.upcoming && h.status !== "cancelled"),
    cancelled: hangs.filter((h) => h.status === "cancelled"),
  };
}

const tabClass =
  "min-h-11 rounded-lg px-3 text-sm font-medium capitalize outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:shadow-sm";

/**
 * Upcoming, Past and (only when any exist) Cancelled hangs of the group, and Create Hang for those
 * the server says may plan for it (the creator and admins).
 */
export function HangsTab({
  groupId,
  hangs,
  canPlan,
}: {
  groupId: string;
  hangs: GroupHang[];
  canPlan: boolean;
}) {
  const split = splitHangs(hangs);
  const t = useT();
  const filters: Filter[] =
    split.cancelled.length > 0 ? ["upcoming", "past", "cancelled"] : ["upcoming", "past"];
  return (
    <Tabs.Root defaultValue="upcoming" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs.List
          aria-label={t("groups.whichHangs")}
          className="flex flex-wrap gap-1 rounded-xl bg-muted p-1"
        >
          {filters.map((f) => (
            <Tabs.Trigger key={f} value={f} className={tabClass}>
              {t(FILTER_TEXT[f].tab, { count: split[f].length })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {canPlan && (
          <Button asChild className="h-11">
            <Link href={`/create?groupId=${groupId}`}>
              <Plus aria-hidden="true" />
              {t("shell.createHang")}
            </Link>
          </Button>
        )}
      </div>
      {filters.map((f) => (
        <Tabs.Content key={f} value={f}>
          <HangList filter={f} hangs={split[f]} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function HangList({ filter, hangs }: { filter: Filter; hangs: GroupHang[] }) {
  const t = useT();
  if (hangs.length === 0)
    return <p className="text-sm text-muted-foreground">{t(FILTER_TEXT[filter].none)}</p>;
  return (
    <ul aria-label={t(FILTER_TEXT[filter].list)} className="grid rounded-2xl border bg-card">
      {hangs.map((hang) => (
        <li key={hang.id} className="flex flex-wrap items-center gap-3 border-b px-4 py-3 last:border-0">
          <div className="min-w-0 flex-1">
            <p className="font-medium wrap-anywhere">{hang.name}</p>
            <p className="text-sm text-muted-foreground">{hang.firstWindow ?? ""}</p>
          </div>
          <Badge variant={STATUS_BADGE[hang.status]}>{t(STATUS_LABEL[hang.status])}</Badge>
          {hang.timeTbd && <Badge variant="outline">{t("groups.timeTbd")}</Badge>}
          <Button asChild variant="outline" className="h-11">
            <Link href={`/hang/${hang.id}`} aria-label={t("groups.viewHang", { name: hang.name })}>
              {t("groups.view")}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
