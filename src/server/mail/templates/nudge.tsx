// A gentle reminder to an invitee who has not answered yet; it names the answer-by date when set.
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { timesNote } from "../../../shared/zones.ts";
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
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
  hang: HangRow,
  shareUrl: string,
  answerByLine: string | undefined,
  stop: StopLinks,
): RenderedMail {
  const times = readTimeWindows(hang.timeWindows);
  const note = timesNote(hang.hostName, hang.hostTimezone);
  const subject = oneLine(`Still time to answer: ${hang.name}`);
  const html = renderHtml(
    <MailLayout title={subject} stop={stop}>
      <MailHeading>When could you make {hang.name}?</MailHeading>
      <MailText>{hang.hostName} would love to know which times work for you.</MailText>
      {answerByLine ? (
        <MailText>
          <strong>{answerByLine}</strong>
        </MailText>
      ) : null}
      <MailList items={times} note={note} />
      <MailButton href={shareUrl}>Tell {hang.hostName} when you're free</MailButton>
    </MailLayout>,
  );
  const text = [
    `When could you make ${hang.name}?`,
    `${hang.hostName} would love to know which times work for you.`,
    ...(answerByLine ? ["", answerByLine] : []),
    "",
    ...listLines(times, note),
    "",
    `Answer here: ${shareUrl}`,
    ...stopLines(stop),
  ].join("\n");
  return { subject, html, text };
}
