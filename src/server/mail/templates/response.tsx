// Mails to a guest about their own answer: the confirmation, and the edit link sent when someone
// else tried their address. Both carry the private link that lets them change the answer anywhere.
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

const OVERALL: Record<ResponseRow["response"], ServerMessageId> = {
  yes: "mail.confirm.yes",
  maybe: "mail.confirm.maybe",
  no: "mail.confirm.no",
};

function answerLines(w: MailWords, hang: HangRow, response: ResponseRow): string[] {
  const slots = Object.entries(response.timeSlotAvailability);
  if (slots.length === 0) return response.availableTimeWindows;
  const yes = w.yesTimes(hang, response);
  return yes.length > 0 ? yes : [w.t("mail.confirm.everyTime", { answer: response.response })];
}

/** A subject with the hang's name, or, to an address nothing proved, none of the sender's words. */
function answerSubject(w: MailWords, proven: boolean, named: () => string): string {
  return oneLine(proven ? named() : w.t("mail.answer.subjectNeutral"));
}

export function responseConfirmationMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  editUrl: string,
  proven: boolean,
  footer: MailFooter,
): RenderedMail {
  const overall = w.t(OVERALL[response.response]);
  const subject = answerSubject(w, proven, () => w.t("mail.confirm.subject", { name: hang.name, overall }));
  const times = answerLines(w, hang, response);
  const note = w.timesNote(hang);
  const heading = w.t("mail.confirm.heading", { guestName: response.guestName });
  const answer = w.t("mail.confirm.answer", { name: hang.name, hostName: hang.hostName, overall });
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>
        <Emphasis text={answer} bold={[hang.name, overall]} />
      </MailText>
      <MailList items={times} note={note} />
      <MailText>{w.t("mail.confirm.plansChange")}</MailText>
      <MailButton href={editUrl}>{w.t("mail.confirm.change")}</MailButton>
    </MailLayout>,
  );
  const text = [
    heading,
    answer,
    ...listLines(times, note),
    "",
    w.t("mail.confirm.changeLine", { url: editUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}

export function responseEditLinkMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  editUrl: string,
  proven: boolean,
  footer: MailFooter,
): RenderedMail {
  const subject = answerSubject(w, proven, () => w.t("mail.editLink.subject", { name: hang.name }));
  const heading = w.t("mail.editLink.heading", { guestName: response.guestName });
  const tried = w.t("mail.editLink.tried", { name: hang.name });
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>
        <Emphasis text={tried} bold={[hang.name]} />
      </MailText>
      <MailText>{w.t("mail.editLink.ifYou")}</MailText>
      <MailButton href={editUrl}>{w.t("mail.editLink.open")}</MailButton>
    </MailLayout>,
  );
  const text = [
    heading,
    tried,
    "",
    w.t("mail.editLink.openLine", { url: editUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
