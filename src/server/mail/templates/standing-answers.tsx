// The block of a standing hang's round invitation that says what the member's standing answers
// put them down as, time by time, each with the private link that opens their answer to change it.

import { slotKey } from "../../../shared/time-slots.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import type { MailWords } from "../words.ts";
import { MailButton, MailText } from "./layout.tsx";

export interface StandingAnswers {
  response: ResponseRow;
  /** The answer's private edit link (mailed key): opens it on any device. */
  changeUrl: string;
}

/** Each of the hang's times with the answer given for it, or "not answered yet". */
function answerLines(w: MailWords, hang: HangRow, response: ResponseRow): string[] {
  return hang.timeSlots.map((slot) => {
    const time = w.slot(slot);
    const answer = response.timeSlotAvailability[slotKey(slot)];
    return answer
      ? w.t("mail.seriesRound.answer", { time, answer })
      : w.t("mail.seriesRound.unanswered", { time });
  });
}

export function StandingAnswersBlock({
  words: w,
  hang,
  standing,
  note,
}: {
  words: MailWords;
  hang: HangRow;
  standing: StandingAnswers;
  note: string | undefined;
}) {
  return (
    <>
      <MailText>
        <strong>{w.t("mail.seriesRound.putDown")}</strong>
      </MailText>
      <ul style={{ paddingLeft: 20, margin: note ? "0 0 8px" : "0 0 20px", fontSize: 15, lineHeight: 1.7 }}>
        {answerLines(w, hang, standing.response).map((line) => (
          <li key={line}>
            {line} · <a href={standing.changeUrl}>{w.t("mail.seriesRound.changeOne")}</a>
          </li>
        ))}
      </ul>
      {note ? <p style={{ fontSize: 13, color: "#57534e", margin: "0 0 20px" }}>{note}</p> : null}
      <MailText>{w.t("mail.seriesRound.standing", { name: hang.name })}</MailText>
    </>
  );
}

export function StandingAnswersButton({
  words: w,
  standing,
}: {
  words: MailWords;
  standing: StandingAnswers;
}) {
  return <MailButton href={standing.changeUrl}>{w.t("mail.seriesRound.changeAll")}</MailButton>;
}

export function standingAnswersLines(
  w: MailWords,
  hang: HangRow,
  standing: StandingAnswers,
  note: string | undefined,
): string[] {
  return [
    w.t("mail.seriesRound.putDown"),
    ...answerLines(w, hang, standing.response).map((line) => `- ${line}`),
    ...(note ? [note] : []),
    "",
    w.t("mail.seriesRound.standing", { name: hang.name }),
  ];
}
