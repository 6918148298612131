// The host's view of /hang/{id}: who answered and when they can come, the best time, who has not
// answered yet, and the host's next steps (lock it in, update, reschedule, cancel, share).
import { CalendarClock, CircleX, Share2, ShieldCheck, Sparkles, Star } from "lucide-react";
import { Link } from "wouter";
import { MIN_YES_TO_LOCK_IN } from "../../../shared/finalize.ts";
import { hangStatus } from "../../../shared/hang-rules.ts";
import { isNewSlot } from "../../../shared/reschedule.ts";
import { slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import { plannedActivity } from "../../../shared/vibes.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { FocusedHeading } from "../../components/focused-heading.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { ActivityPanel } from "../activities/activity-panel.tsx";
import { BringListEditor } from "../bring-list/bring-list-editor.tsx";
import { shareInvite } from "../hangs/share-invite.ts";
import { VibeTile } from "../hangs/vibe-tile.tsx";
import { EnteredAnswers } from "../host-answers/entered-answers.tsx";
import { PhotoAlbum } from "../photos/lazy-album.tsx";
import { GuestListDownload } from "../questions/guest-list-download.tsx";
import { QuestionAnswersCard } from "../questions/lazy-question-parts.tsx";
import { useSummary } from "../responses/api.ts";
import { HeadsNote } from "../responses/party-counts.tsx";
import {
  AnswerCountTiles,
  AwaitingNewTimes,
  CapacityStatus,
  ResponseDetails,
} from "../responses/responses-view.tsx";
import { WebhooksSection } from "../webhooks/webhooks-section.tsx";
import { cancelPath, editPath, type HostHangView } from "./host-hang.ts";
import { FinalizedBanner, LockItIn } from "./lock-it-in.tsx";
import { NudgeList } from "./nudge-list.tsx";
import { RsvpOrder } from "./rsvp-order.tsx";
import { StillWaiting } from "./still-waiting.tsx";

const STATUS_LABELS = {
  planning: "host.statusPlanning",
  finalized: "host.statusFinalized",
  cancelled: "host.statusCancelled",
} as const satisfies Record<string, MessageId>;

export function HostDashboard({ hang, onFinalize }: { hang: HostHangView; onFinalize: () => void }) {
  const source = { hangId: hang.id, editToken: hang.editToken };
  const summary = useSummary(source).data;
  const counts = summary?.counts ?? { yes: 0, maybe: 0, no: 0 };
  const bestKey = counts.yes > 0 && hang.timeSlots.length > 1 ? summary?.best?.key : undefined;
  const bestSlot = hang.timeSlots.find((slot) => slotKey(slot) === bestKey);
  const status = hangStatus(hang);
  const t = useT();
  const format = useFormat();

  const slotBadges = (slot: TimeSlot) => (
    <>
      {slotKey(slot) === bestKey && (
        <Badge variant="success">
          <Star className="size-3" aria-hidden="true" />
          {t("host.bestTime")}
        </Badge>
      )}
      {isNewSlot(slot) && <Badge variant="secondary">{t("host.newSlot")}</Badge>}
    </>
  );

  // How many can come at the best time: a guest who said Yes to Friday and one who said Yes to
  // Saturday are not two people who can make it. Hangs without times count yes answers overall.
  // (Lock It In asks for two yes answers; the best time is ranked by heads, decision 0065.)
  const bestYes = summary?.slots.find((s) => s.key === summary.best?.key)?.yes.count ?? counts.yes;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-4">
        <VibeTile vibe={plannedActivity(hang)} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">{t("host.yourHang")}</p>
          <FocusedHeading className="text-2xl font-bold tracking-tight break-words">
            {hang.name}
          </FocusedHeading>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge variant={status === "finalized" ? "success" : "outline"}>{t(STATUS_LABELS[status])}</Badge>
            <Badge variant="secondary">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              {t("host.hostView")}
            </Badge>
          </p>
        </div>
      </div>

      {hang.isFinalized && <FinalizedBanner hang={hang} onUpdate={onFinalize} />}
      {!hang.isFinalized && bestYes >= MIN_YES_TO_LOCK_IN && (
        <LockItIn yes={summary?.best?.yes ?? bestYes} onLockIn={onFinalize} />
      )}

      <section aria-labelledby="responses-heading" className="grid gap-3">
        <h2 id="responses-heading" className="text-lg font-semibold">
          {t("responses.heading")}
        </h2>
        <AnswerCountTiles counts={counts} />
        <HeadsNote counts={counts} heads={summary?.heads} />
        <AwaitingNewTimes count={summary?.awaitingNewTimes ?? 0} />
        {/* Spots at the time that decides (locked in, else the best); each time's beside it (decision 0065). */}
        {hang.maxCapacity != null && (
          <CapacityStatus taken={summary?.rsvp?.confirmed.heads ?? 0} capacity={hang.maxCapacity} />
        )}
        {bestSlot && summary?.best && !hang.isFinalized && (
          <p className="flex items-start gap-2 text-sm">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {t("host.bestSoFar")} <strong>{format.slot(bestSlot)}</strong>{" "}
              {t("host.bestAvailable", { count: summary.best.yes })}
            </span>
          </p>
        )}
      </section>

      {summary?.stillWaiting && <StillWaiting waiting={summary.stillWaiting} />}
      {!hang.isFinalized && !hang.isCancelled && <NudgeList hangId={hang.id} editToken={hang.editToken} />}

      <ResponseDetails hang={hang} source={source} summary={summary} slotBadges={slotBadges} />
      <QuestionAnswersCard hang={hang} editToken={hang.editToken} />
      <GuestListDownload hangId={hang.id} editToken={hang.editToken} />
      <EnteredAnswers hang={hang} editToken={hang.editToken} />

      {hang.maxCapacity != null && summary?.rsvp && (
        <RsvpOrder
          order={summary.rsvp}
          capacity={hang.maxCapacity}
          time={hang.timeSlots.find((slot) => slotKey(slot) === summary.rsvp?.key)}
        />
      )}

      {hang.allowActivitySuggestions && <ActivityPanel hangId={hang.id} voter={undefined} readOnly />}

      {!hang.isCancelled && <BringListEditor hangId={hang.id} editToken={hang.editToken} />}

      <PhotoAlbum hang={hang} access={{ host: true, editToken: hang.editToken }} />

      <WebhooksSection owner={{ kind: "hang", hangId: hang.id, editToken: hang.editToken }} />

      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="flex items-center gap-2 text-base">
            <Share2 className="size-5 text-primary" aria-hidden="true" />
            {t("host.inviteMore")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CopyField
            label={t("host.shareLink")}
            value={`${window.location.origin}/hang/${hang.id}`}
            buttonLabel={t("host.copyLink")}
            copiedTitle={t("host.linkCopied")}
            share={shareInvite(hang)}
          />
        </CardContent>
      </Card>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href={editPath(hang, hang.editToken)}>
            <CalendarClock aria-hidden="true" />
            {t("host.reschedule")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="text-destructive hover:text-destructive">
          <Link href={cancelPath(hang, hang.editToken)}>
            <CircleX aria-hidden="true" />
            {t("host.cancelHang")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
