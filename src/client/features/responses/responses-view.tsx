import { ArrowLeft, Users } from "lucide-react";
import type { ReactNode } from "react";
import { isFull } from "../../../shared/capacity.ts";
import { ANSWERS, type AnswerCounts } from "../../../shared/responses.ts";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import { FocusedHeading } from "../../components/focused-heading.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { OwnActivityPanel } from "../activities/own-activity-panel.tsx";
import type { Hang } from "../hangs/api.ts";
import { SlotTime, ZoneNote } from "../hangs/slot-time.tsx";
import { VibeTile } from "../hangs/vibe-tile.tsx";
import { QuestionAnswersCard } from "../questions/lazy-question-parts.tsx";
import { COUNT_LABELS } from "./answers.ts";
import { type NamesSource, useSummary } from "./api.ts";
import { HeadsNote, SlotCapacity } from "./party-counts.tsx";
import { FlatResponseList, SlotGroups, slotSummaries } from "./slot-groups.tsx";

const COUNT_TONES = {
  yes: "bg-green-50 text-green-900 ring-green-200",
  maybe: "bg-amber-50 text-amber-950 ring-amber-200",
  no: "bg-stone-50 text-stone-800 ring-stone-200",
} as const;

/** Everyone's answers as guests see them; the host's dashboard is features/host. */
export function ResponsesView({
  hang,
  own,
  onBack,
}: {
  hang: Hang;
  /** This browser's answer, if any: the guest votes on activities as its owner. */
  own: OwnResponse | undefined;
  onBack: () => void;
}) {
  const source = { hangId: hang.id };
  const query = useSummary(source);
  const counts = query.data?.counts ?? { yes: 0, maybe: 0, no: 0 };
  const t = useT();

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-4">
        <VibeTile vibe={hang.vibe} />
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{t("hang.hostedBy", { hostName: hang.hostName })}</p>
          {/* Reached by See All: the focus starts here. */}
          <FocusedHeading className="text-2xl font-bold tracking-tight break-words">
            {hang.name}
          </FocusedHeading>
        </div>
      </div>

      <section aria-labelledby="responses-heading" className="grid gap-3">
        <h2 id="responses-heading" className="text-lg font-semibold">
          {t("responses.heading")}
        </h2>
        <AnswerCountTiles counts={counts} />
        <HeadsNote counts={counts} heads={query.data?.heads} />
        <AwaitingNewTimes count={query.data?.awaitingNewTimes ?? 0} />
        {/* Spots at the time that decides (locked in, else the best); each time's beside it (decision 0065). */}
        {hang.maxCapacity != null && (
          <CapacityStatus taken={query.data?.rsvp?.confirmed.heads ?? 0} capacity={hang.maxCapacity} />
        )}
      </section>

      <ResponseDetails hang={hang} source={source} summary={query.data} />
      <QuestionAnswersCard hang={hang} />

      <OwnActivityPanel hang={hang} own={own} />

      <Button variant="outline" size="lg" className="w-full sm:w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("responses.backToRsvp")}
      </Button>
    </div>
  );
}

/** After a reschedule: guests who have not answered the times added since they answered (never a "Can't go"). */
export function AwaitingNewTimes({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return <p className="text-sm text-muted-foreground">{t("responses.awaitingNewTimes", { count })}</p>;
}

export function AnswerCountTiles({ counts }: { counts: AnswerCounts }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {ANSWERS.map((answer) => (
        <div key={answer} className={cn("rounded-2xl p-3 text-center ring-1 sm:p-4", COUNT_TONES[answer])}>
          <dt className="text-xs font-medium sm:text-sm">{COUNT_LABELS[answer]}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">{counts[answer]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CapacityStatus({ taken, capacity }: { taken: number; capacity: number }) {
  const full = isFull(taken, capacity);
  const remaining = Math.max(capacity - taken, 0);
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={full ? "destructive" : "success"}>
        {full ? t("responses.full") : t("responses.spotsRemaining", { count: remaining })}
      </Badge>
      <span className="text-muted-foreground">
        {t("responses.spotsTaken", { taken: Math.min(taken, capacity), capacity })}
      </span>
    </p>
  );
}

/** Availability per slot (or per window for older hangs), or the empty state. */
export function ResponseDetails({
  hang,
  source,
  summary,
  slotBadges,
}: {
  hang: Hang;
  source: NamesSource;
  /** Undefined while loading. */
  summary: ResponsesSummary | undefined;
  /** Marks shown beside a slot's time (the host's best time, a new slot). */
  slotBadges?: (slot: TimeSlot) => ReactNode;
}) {
  const t = useT();
  if (!summary) {
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (summary.total === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-8 text-center sm:py-10">
          <Users className="size-8 text-orange-300" aria-hidden="true" />
          <p className="font-semibold">{t("responses.noResponses")}</p>
          <p className="text-sm text-muted-foreground">{t("responses.shareLink")}</p>
        </CardContent>
      </Card>
    );
  }
  return hang.timeSlots.length > 0 ? (
    <SlotAvailability hang={hang} source={source} summary={summary} slotBadges={slotBadges} />
  ) : (
    <WindowAvailability source={source} summary={summary} />
  );
}

function SlotAvailability({
  hang,
  source,
  summary,
  slotBadges,
}: {
  hang: Hang;
  source: NamesSource;
  summary: ResponsesSummary;
  slotBadges?: (slot: TimeSlot) => ReactNode;
}) {
  const total = summary.total;
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("responses.availabilityByTime")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ZoneNote hang={hang} />
        <ul className="mt-4 grid gap-6">
          {slotSummaries(hang, summary).map(({ slot, groups }) => {
            const yes = groups.yes.count;
            const share = total > 0 ? Math.round((yes / total) * 100) : 0;
            return (
              <li key={slotKey(slot)} className="grid gap-3 border-t pt-5 first:border-t-0 first:pt-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    <span>
                      <SlotTime slot={slot} hostTimeZone={hang.hostTimezone} />
                    </span>
                    {slotBadges?.(slot)}
                  </h3>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <SlotCapacity capacity={groups.capacity} />
                    {t("responses.availableOf", { yes, total })}
                  </p>
                </div>
                <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-green-600 transition-all"
                    style={{ width: `${share}%` }}
                  />
                </div>
                <SlotGroups slot={groups} source={source} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Older hangs: everyone's overall answer, and per-window counts when there is a choice. */
function WindowAvailability({ source, summary }: { source: NamesSource; summary: ResponsesSummary }) {
  const windows = summary.windows;
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("responses.whosComing")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FlatResponseList everyone={summary.everyone} source={source} />
        {windows.length > 1 && (
          <div className="grid gap-3 border-t pt-5">
            <h3 className="text-sm font-semibold">{t("responses.timeAvailability")}</h3>
            <ul className="grid gap-2">
              {windows.map(({ window, available }) => (
                <li key={window} className="flex items-center justify-between gap-3 text-sm">
                  <span>{window}</span>
                  <Badge variant={available > 0 ? "success" : "outline"}>
                    {t("responses.availableCount", { count: available })}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
