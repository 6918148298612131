// The guest page's answer-by line, and the closed form that replaces the answer form after it.
import { Hourglass, LockKeyhole } from "lucide-react";
import { useEffect, useState } from "react";
import { isAnswerByPast, TIME_LEFT_MESSAGES, timeLeftParts } from "../../../shared/answer-by.ts";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import type { Hang } from "../hangs/api.ts";

/** Whether the form is closed now: a date that has passed, while the hang is still being planned. */
export function answersClosed(hang: Hang, now = new Date()): boolean {
  return !hang.isFinalized && !hang.isCancelled && isAnswerByPast(hang.answerBy, now);
}

/** The same, kept true while the page stays open: the form closes the moment the date passes. */
export function useAnswersClosed(hang: Hang): boolean {
  const [, setTick] = useState(0);
  const closed = answersClosed(hang);
  useEffect(() => {
    if (closed || !hang.answerBy) return;
    // setTimeout holds at most about 24.8 days; a later date re-arms when the page re-renders.
    const wait = Math.min(new Date(hang.answerBy).getTime() - Date.now() + 50, 2_147_483_647);
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [closed, hang.answerBy]);
  return closed;
}

/** "in 2 days", "in 5 hours", "in 40 minutes": what is left. */
function timeLeftText(t: ReturnType<typeof useT>, instant: Date, now: Date): string {
  const { unit, count } = timeLeftParts(instant, now);
  return t(TIME_LEFT_MESSAGES[unit], { count });
}

/** "Answer by Fri, Dec 4, 6:00 PM (in 2 days)", on the host's clock, with the viewer's beside it. */
export function AnswerByNote({ hang }: { hang: Hang }) {
  const t = useT();
  const format = useFormat();
  if (!hang.answerBy || hang.isFinalized || hang.isCancelled || answersClosed(hang)) return null;
  const at = new Date(hang.answerBy);
  const hostZone = hang.hostTimezone ?? "UTC";
  const own = browserTimeZone();
  const ownTime = own && format.answerBy(hang.answerBy, own);
  const hostTime = format.answerBy(hang.answerBy, hostZone);
  return (
    <p className="flex items-start gap-2 rounded-xl bg-accent px-4 py-3 text-sm">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <strong>{t("answer.answerBy", { time: hostTime, left: timeLeftText(t, at, new Date()) })}</strong>
        {ownTime && ownTime !== hostTime ? (
          <span className="block text-muted-foreground">
            {t("answer.yourTime", { time: ownTime, hostName: hang.hostName })}
          </span>
        ) : null}
      </span>
    </p>
  );
}

/** In place of the answer form once answers are closed. */
export function AnswersClosedCard({ hang }: { hang: Hang }) {
  const t = useT();
  const format = useFormat();
  // The words of answersClosedMessage (shared with the server's refusal).
  const day = format.answerByDay(hang.answerBy!, hang.hostTimezone ?? "UTC");
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
        <LockKeyhole className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p role="status" className="font-medium">
          {t("answer.closed", { day, hostName: hang.hostName })}
        </p>
      </CardContent>
    </Card>
  );
}
