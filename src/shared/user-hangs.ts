// The signed-in person's hangs (GET /api/user/hangs) and the dashboard's rules about them: which are
// upcoming, what status and date label a card shows, how old something is, who was invited.
import { slotInstant } from "./hang-order.ts";
import type { TimeSlot } from "./time-slots.ts";

/** How the person is linked to the hang: they host it, were invited, or answered it. */
export type UserHangRole = "host" | "invited" | "answered";
/** "unsettled": its times are all over and it was never locked in (Memory Lane's "Never locked in"). */
export type DashboardStatus = "planning" | "finalized" | "cancelled" | "completed" | "unsettled";

export interface UserHang {
  id: string;
  name: string;
  vibe: string;
  timeWindows: unknown;
  timeSlots: TimeSlot[];
  hostName: string;
  hostTimezone: string | null;
  location: string | null;
  locationName: string | null;
  additionalDetails: string | null;
  maxCapacity: number | null;
  isFinalized: boolean;
  finalDateTime: string | null;
  isCancelled: boolean;
  createdAt: string;
  role: UserHangRole;
  /** The person's own answer, when they answered. */
  ownAnswer: "yes" | "maybe" | "no" | null;
  /** Answers, and `heads`: the people they bring along counted too (decision 0065). */
  counts: { yes: number; maybe: number; no: number; invited: number; heads?: { yes: number; maybe: number } };
  /** Hosts only: the first three invitees, in the order invited (the repeat dialog's summary). */
  inviteeSample: string[];
}

/** The spec's "upcoming" test: not cancelled; a final date still ahead; or any slot not yet over. */
export function isUpcoming(
  hang: Pick<UserHang, "isCancelled" | "isFinalized" | "finalDateTime" | "timeSlots" | "hostTimezone">,
  now: Date,
  viewerZone = "UTC",
): boolean {
  if (hang.isCancelled) return false;
  if (hang.isFinalized) return hang.finalDateTime !== null && new Date(hang.finalDateTime) > now;
  if (hang.timeSlots.length === 0) return true;
  const zone = hang.hostTimezone ?? viewerZone;
  return hang.timeSlots.some((slot) => slotInstant(slot, "end", zone) > now);
}

export function dashboardStatus(
  hang: Pick<UserHang, "isCancelled" | "isFinalized" | "finalDateTime" | "timeSlots" | "hostTimezone">,
  now: Date,
  viewerZone = "UTC",
): DashboardStatus {
  if (hang.isCancelled) return "cancelled";
  if (!hang.isFinalized) return isUpcoming(hang, now, viewerZone) ? "planning" : "unsettled";
  return hang.finalDateTime && new Date(hang.finalDateTime) <= now ? "completed" : "finalized";
}

/** "Just now", "1 hour ago", "N hours ago" (under a day), "1 day ago", "N days ago". */
export function relativeTimeLabel(then: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - then.getTime()) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** None: "No invitees"; one to three in full; more: the first two and "+N more". */
export function inviteeSummary(sample: readonly string[], total: number): string {
  if (total === 0 || sample.length === 0) return "No invitees";
  if (total <= 3) return sample.slice(0, total).join(", ");
  return `${sample.slice(0, 2).join(", ")} +${total - 2} more`;
}
