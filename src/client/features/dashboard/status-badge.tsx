// A hang's status as the dashboard and the repeat dialog name it: one wording for both lists.
import { type DashboardStatus, dashboardStatus, type UserHang } from "../../../shared/user-hangs.ts";
import { Badge, type BadgeProps } from "../../components/ui/badge.tsx";

const STATUS: Record<DashboardStatus, { label: string; variant: BadgeProps["variant"] }> = {
  planning: { label: "Planning", variant: "warning" },
  finalized: { label: "Finalized", variant: "success" },
  cancelled: { label: "Cancelled", variant: "destructive" },
  completed: { label: "Completed", variant: "secondary" },
  // Its times went by without a final one: say what happened, not that it is still being planned.
  unsettled: { label: "Never locked in", variant: "outline" },
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
  const status = STATUS[dashboardStatus(hang, now, viewerZone)];
  return <Badge variant={status.variant}>{status.label}</Badge>;
}
