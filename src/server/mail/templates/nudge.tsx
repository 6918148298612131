// A gentle reminder to an invitee who has not answered yet; it names the answer-by date when set.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  footerLines,
  listLines,
  MailButton,
  type MailFooter,
  MailHeading,
  MailLayout,
  MailList,
  MailText,
} from "./layout.tsx";

/** `answerByLine`: "Answer by Fri, Dec 4, 6:00 PM EST", or undefined without a date. */
export function nudgeMail(
  w: MailWords,
  hang: HangRow,
  shareUrl: string,
  answerByLine: string | undefined,
  footer: MailFooter,
): RenderedMail {
  const times = w.times(hang);
  const note = w.timesNote(hang);
  const names = { hostName: hang.hostName, name: hang.name };
  const subject = oneLine(w.t("mail.nudge.subject", names));
  const heading = w.t("mail.nudge.heading", names);
  const lead = w.t("mail.nudge.lead", names);
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{lead}</MailText>
      {answerByLine ? (
        <MailText>
          <strong>{answerByLine}</strong>
        </MailText>
      ) : null}
      <MailList items={times} note={note} />
      <MailButton href={shareUrl}>{w.t("mail.tellHost", names)}</MailButton>
    </MailLayout>,
  );
  const text = [
    heading,
    lead,
    ...(answerByLine ? ["", answerByLine] : []),
    "",
    ...listLines(times, note),
    "",
    w.t("mail.answerHere", { url: shareUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
