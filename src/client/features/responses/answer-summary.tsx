import type { Answer } from "../../../shared/responses.ts";
import { slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { SlotTime, ZoneNote } from "../hangs/slot-time.tsx";
import { ANSWER_EMOJI, OVERALL_LABELS } from "./answers.ts";
import type { PublicResponse } from "./api.ts";

const BADGE: Record<Answer, "success" | "warning" | "outline"> = {
  yes: "success",
  maybe: "warning",
  no: "outline",
};

const ANSWER_MESSAGES: Record<Answer, MessageId> = {
  yes: "responses.available",
  maybe: "responses.maybe",
  no: "responses.notAvailable",
};

/** A guest's answer: overall, then per slot (or the windows they can make for older hangs). */
export function AnswerSummary({ hang, response }: { hang: Hang; response: PublicResponse }) {
  const slotAnswers = hang.timeSlots
    .map((slot) => ({ slot, answer: response.timeSlotAvailability[slotKey(slot)] }))
    .filter((s): s is { slot: TimeSlot; answer: Answer } => s.answer !== undefined);
  const t = useT();
  return (
    <div className="grid gap-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">{t("responses.yourResponse")}</span>
        <Badge variant={BADGE[response.response]}>
          <span aria-hidden="true">{ANSWER_EMOJI[response.response]}</span>
          {OVERALL_LABELS[response.response]}
        </Badge>
      </p>
      {slotAnswers.length > 0 && (
        <ul className="grid gap-1.5">
          {slotAnswers.map((s) => (
            <li key={slotKey(s.slot)} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <SlotTime slot={s.slot} hostTimeZone={hang.hostTimezone} />
              </span>
              <Badge variant={BADGE[s.answer]} className="shrink-0">
                {t(ANSWER_MESSAGES[s.answer])}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {slotAnswers.length > 0 && <ZoneNote hang={hang} />}
      {hang.timeSlots.length === 0 && response.availableTimeWindows.length > 0 && (
        <div>
          <p className="text-muted-foreground">{t("responses.availableTimes")}</p>
          <ul className="mt-1 grid list-inside list-disc gap-1">
            {response.availableTimeWindows.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
