// What every listed round shows: its state as a badge, what that state means in a line (opens on…,
// answer by…, locked in for…), and the way to its hang once it has one.
import { Link } from "wouter";
import { Badge, type BadgeProps } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useFormat } from "../../i18n/format.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import type { RoundView } from "./api.ts";
import { useSeriesWords } from "./words.ts";

/**
 * The server's status, told apart further for rounds that are over ("past"): one that was locked
 * in happened; one that opened but never locked in, and one that never opened, did not.
 */
type Shown = "upcoming" | "open" | "locked" | "skipped" | "cancelled" | "happened" | "unlocked" | "notHeld";

export function shownState(round: RoundView): Shown {
  if (round.status !== "past") return round.status;
  if (round.finalDateTime) return "happened";
  return round.hangId ? "unlocked" : "notHeld";
}

const BADGES: Record<Shown, { label: MessageId; variant: BadgeProps["variant"] }> = {
  upcoming: { label: "series.roundUpcoming", variant: "secondary" },
  open: { label: "series.roundOpen", variant: "warning" },
  locked: { label: "series.roundLocked", variant: "success" },
  skipped: { label: "series.roundSkipped", variant: "outline" },
  cancelled: { label: "series.roundCancelled", variant: "destructive" },
  happened: { label: "series.roundHappened", variant: "success" },
  unlocked: { label: "series.roundUnlocked", variant: "outline" },
  notHeld: { label: "series.roundPast", variant: "outline" },
};

export function RoundBadge({ round }: { round: RoundView }) {
  const t = useT();
  const badge = BADGES[shownState(round)];
  return <Badge variant={badge.variant}>{t(badge.label)}</Badge>;
}

const NEWS: Partial<Record<Shown, MessageId>> = {
  skipped: "series.skippedNews",
  cancelled: "series.cancelledNews",
  unlocked: "series.unlockedNews",
  notHeld: "series.pastNews",
};

/** What the round's state means for the people in it, on the host's clock. */
export function RoundNews({ round, zone, paused }: { round: RoundView; zone: string; paused: boolean }) {
  const t = useT();
  const format = useFormat();
  const shown = shownState(round);
  const plain = NEWS[shown];
  if (plain) return <p className="text-sm text-muted-foreground">{t(plain)}</p>;
  if (shown === "upcoming") {
    return (
      <p className="text-sm text-muted-foreground">
        {paused
          ? t("series.waitsForResume")
          : t("series.opensOn", {
              opens: format.answerBy(round.opensAt, zone),
              answerBy: format.answerBy(round.answerBy, zone),
            })}
      </p>
    );
  }
  if (shown === "open") {
    return (
      <p className="text-sm text-muted-foreground">
        {t("series.openAnswerBy", { answerBy: format.answerBy(round.answerBy, zone) })}
      </p>
    );
  }
  // Locked in, or happened.
  return (
    <p className="text-sm font-medium">
      {round.finalDateTime
        ? t("series.lockedInFor", { time: format.finalDateTime(round.finalDateTime, zone) })
        : t("series.roundLocked")}
    </p>
  );
}

/** The way to a round's hang: "Answer this round" while it takes answers (for all but its owner). */
export function RoundHangLink({ round, owner }: { round: RoundView; owner: boolean }) {
  const t = useT();
  const words = useSeriesWords();
  if (!round.hangId) return null;
  const label = t(round.status === "open" && !owner ? "series.answerRound" : "series.roundHang");
  return (
    <Button asChild variant="outline" className="h-11">
      <Link
        href={`/hang/${round.hangId}`}
        aria-label={t("series.forRound", { action: label, days: words.roundDays(round) })}
      >
        {label}
      </Link>
    </Button>
  );
}
