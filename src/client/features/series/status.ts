// A series' state as its badge shows it.
import type { SeriesStatus } from "../../../shared/series.ts";
import type { BadgeProps } from "../../components/ui/badge.tsx";
import type { MessageId } from "../../i18n/i18n.ts";

export const STATUS_TEXT: Record<SeriesStatus, { label: MessageId; badge: BadgeProps["variant"] }> = {
  active: { label: "series.statusActive", badge: "success" },
  paused: { label: "series.statusPaused", badge: "warning" },
  ended: { label: "series.statusEnded", badge: "outline" },
};
