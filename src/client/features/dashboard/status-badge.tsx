// A hang's status as the dashboard and the repeat dialog name it: one wording for both lists.
import { type DashboardStatus, dashboardStatus, type UserHang } from "../../../shared/user-hangs.ts";
import { Badge, type BadgeProps } from "../../components/ui/badge.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";

const STATUS: Record<DashboardStatus, { label: MessageId; variant: BadgeProps["variant"] }> = {
  planning: { label: "dashboard.statusPlanning", variant: "warning" },
  finalized: { label: "dashboard.statusFinalized", variant: "success" },
  cancelled: { label: "dashboard.statusCancelled", variant: "destructive" },
  completed: { label: "dashboard.statusCompleted", variant: "secondary" },
  // Its times went by without a final one: say what happened, not that it is still being planned.
  unsettled: { label: "dashboard.statusUnsettled", variant: "outline" },
};

export function StatusBadge({
  hang,
  now,
  viewerZone,
}: {
  hang: Pick<UserHang, "isCancelled" | "isFinalized" | "finalDateTime" | "timeSlots" | "hostTimezone">;
  now: Date;
  viewerZone: string;
}) {
  const t = useT();
  const status = STATUS[dashboardStatus(hang, now, viewerZone)];
  return <Badge variant={status.variant}>{t(status.label)}</Badge>;
}
