import { ArrowRight, PartyPopper, PencilLine } from "lucide-react";
import { eventSlots } from "../../../shared/hang-event.ts";
import { tickedWindowSlots } from "../../../shared/legacy-windows.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import { plannedActivity, vibeEmoji } from "../../../shared/vibes.ts";
import { FocusedHeading } from "../../components/focused-heading.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { OwnActivityPanel } from "../activities/own-activity-panel.tsx";
import { BringListPanel } from "../bring-list/lazy-bring-list-panel.tsx";
import { AddToCalendar } from "../calendar/add-to-calendar.tsx";
import type { Hang } from "../hangs/api.ts";
import { PhotoAlbum } from "../photos/lazy-album.tsx";
import { AnswerSummary } from "./answer-summary.tsx";
import type { FullResponse } from "./api.ts";
import { WaitlistNote } from "./waitlist-note.tsx";

/**
 * The slots a yes answer can go in a calendar for: the final time once there is one; on an older
 * hang, the readable time windows the guest ticked.
 */
function calendarSlots(hang: Hang, response: FullResponse): string[] {
  if (hang.finalDateTime) return [];
  if (hang.timeSlots.length === 0) {
    return tickedWindowSlots(eventSlots(hang), response.availableTimeWindows).map(slotKey);
  }
  return hang.timeSlots.map(slotKey).filter((key) => response.timeSlotAvailability[key] === "yes");
}

export function ThanksView({
  hang,
  response,
  own,
  onSeeAll,
  onChange,
}: {
  hang: Hang;
  response: FullResponse;
  /** This browser's hold on the answer: the guest votes as its owner. */
  own: OwnResponse | undefined;
  onSeeAll: () => void;
  onChange: () => void;
}) {
  // Yes only, and only with a time to put in a calendar (some older hangs' windows name none).
  const slotKeys = calendarSlots(hang, response);
  const goingCalendar = response.response === "yes" && (hang.finalDateTime || slotKeys.length > 0);
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="text-center">
        <div className="mx-auto grid size-16 place-content-center rounded-full bg-secondary text-primary">
          <PartyPopper className="size-8" aria-hidden="true" />
        </div>
        <FocusedHeading className="mt-4 text-3xl font-bold tracking-tight">
          {t("responses.thanksTitle")}
        </FocusedHeading>
        <p className="mt-2 text-muted-foreground">{t("responses.thanksText", { hostName: hang.hostName })}</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <p className="flex items-center gap-2 font-semibold break-words">
            <span className="font-emoji text-2xl" aria-hidden="true">
              {vibeEmoji(plannedActivity(hang))}
            </span>
            <span className="min-w-0">{hang.name}</span>
          </p>
          <AnswerSummary hang={hang} response={response} />
          <WaitlistNote hang={hang} response={response} />
          {goingCalendar && (
            <div className="border-t pt-4">
              <AddToCalendar hang={hang} slotKeys={slotKeys} />
            </div>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={onSeeAll}>
          {t("responses.seeAll")}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button size="lg" variant="outline" onClick={onChange}>
          <PencilLine aria-hidden="true" />
          {t("responses.changeAnswer")}
        </Button>
      </div>
      <OwnActivityPanel hang={hang} own={own} answer={response} />
      <BringListPanel hangId={hang.id} own={own} answer={response.response} />
      <PhotoAlbum hang={hang} access={{ host: false, own: own ?? { responseId: response.id } }} />
    </div>
  );
}
