// After a reschedule: a guest it left awaiting new times is asked about them.
import type { HangRow, ResponseRow } from "../../db/schema.ts";
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

export function rePollMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  answerUrl: string,
  footer: MailFooter,
): RenderedMail {
  const subject = oneLine(w.t("mail.rePoll.subject", { name: hang.name }));
  const times = w.times(hang);
  const note = w.timesNote(hang);
  const heading = w.t("mail.rePoll.heading", { guestName: response.guestName });
  const lead = w.t("mail.rePoll.lead", { hostName: hang.hostName, name: hang.name });
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>
        <Emphasis text={lead} bold={[hang.name]} />
      </MailText>
      <MailList items={times} note={note} />
      <MailButton href={answerUrl}>{w.t("mail.rePoll.answer")}</MailButton>
    </MailLayout>,
  );
  const text = [
    heading,
    lead,
    ...listLines(times, note),
    "",
    w.t("mail.rePoll.answerLine", { url: answerUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
