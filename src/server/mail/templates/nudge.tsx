// A gentle reminder to an invitee who has not answered yet; it names the answer-by date when set.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  listLines,
  MailButton,
  MailHeading,
  MailLayout,
  MailList,
  MailText,
  type StopLinks,
  stopLines,
} from "./layout.tsx";

/** `answerByLine`: "Answer by Fri, Dec 4, 6:00 PM (in 2 days)", or undefined without a date. */
export function nudgeMail(
  w: MailWords,
  hang: HangRow,
  shareUrl: string,
  answerByLine: string | undefined,
  stop: StopLinks,
): RenderedMail {
  const times = w.times(hang);
  const note = w.timesNote(hang);
  const names = { hostName: hang.hostName, name: hang.name };
  const subject = oneLine(w.t("mail.nudge.subject", names));
  const heading = w.t("mail.nudge.heading", names);
  const lead = w.t("mail.nudge.lead", names);
  const html = renderHtml(
    <MailLayout words={w} title={subject} stop={stop}>
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
    ...stopLines(w, stop),
  ].join("\n");
  return { subject, html, text };
}
