// The one mail a person gets when the host entered their answer with their address: what was
// entered, and the private link that lets them confirm or change it (which makes it theirs).
import { slotKey, sortSlots } from "../../../shared/time-slots.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import type { ServerMessageId } from "../../i18n/messages/en.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  Emphasis,
  footerLines,
  listLines,
  MailButton,
  type MailFooter,
  MailHeading,
  MailLayout,
  MailList,
  MailText,
} from "./layout.tsx";

const ANSWER_WORDS: Record<ResponseRow["response"], ServerMessageId> = {
  yes: "mail.hostAnswer.yes",
  maybe: "mail.hostAnswer.maybe",
  no: "mail.hostAnswer.no",
};

/** Each time with the answer entered for it, in time order; older hangs: the overall answer. */
function answerLines(w: MailWords, hang: HangRow, response: ResponseRow): string[] {
  if (hang.timeSlots.length === 0) {
    return [w.t("mail.hostAnswer.overall", { answer: w.t(ANSWER_WORDS[response.response]) })];
  }
  // w.times lists the times sorted as sortSlots does, each on the recipient's clock too.
  const times = w.times(hang);
  return sortSlots(hang.timeSlots).flatMap((slot, i) => {
    const answer = response.timeSlotAvailability[slotKey(slot)];
    return answer
      ? [w.t("mail.hostAnswer.line", { time: times[i]!, answer: w.t(ANSWER_WORDS[answer]) })]
      : [];
  });
}

export function hostEnteredAnswerMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  openUrl: string,
  footer: MailFooter,
): RenderedMail {
  const subject = oneLine(w.t("mail.hostAnswer.subject", { hostName: hang.hostName, name: hang.name }));
  const heading = w.t("mail.hostAnswer.heading", { guestName: response.guestName });
  const lead = w.t("mail.hostAnswer.lead", { hostName: hang.hostName, name: hang.name });
  const lines = answerLines(w, hang, response);
  const note = w.timesNote(hang);
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>
        <Emphasis text={lead} bold={[hang.name]} />
      </MailText>
      <MailList items={lines} note={note} />
      <MailText>{w.t("mail.hostAnswer.confirm")}</MailText>
      <MailButton href={openUrl}>{w.t("mail.hostAnswer.open")}</MailButton>
      <MailText>{w.t("mail.hostAnswer.until")}</MailText>
    </MailLayout>,
  );
  const text = [
    heading,
    lead,
    ...listLines(lines, note),
    "",
    w.t("mail.hostAnswer.openLine", { url: openUrl }),
    w.t("mail.hostAnswer.until"),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
