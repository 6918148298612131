import { readTimeWindows } from "../../../shared/time-slots.ts";
import { vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import { timesNote } from "../../../shared/zones.ts";
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
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

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** `answerByLine` and `stop` are left out of the host's preview of the same message. */
export function invitationMail(
  hang: HangRow,
  shareUrl: string,
  answerByLine?: string,
  stop?: StopLinks,
): RenderedMail {
  const times = readTimeWindows(hang.timeWindows);
  const note = timesNote(hang.hostName, hang.hostTimezone);
  const vibe = `${vibeEmoji(hang.vibe)} ${vibeLabel(hang.vibe)}`;
  const place = hang.locationName ?? hang.location;
  const subject = oneLine(`${hang.hostName} invited you: ${hang.name}`);
  const html = renderHtml(
    <MailLayout title={subject} stop={stop}>
      <MailHeading>
        {hang.hostName} invited you to {hang.name}
      </MailHeading>
      <MailText>{vibe}</MailText>
      {place ? <MailText>📍 {place}</MailText> : null}
      <MailText>When could you make it?</MailText>
      <MailList items={times} note={note} />
      {answerByLine ? (
        <MailText>
          <strong>{answerByLine}</strong>
        </MailText>
      ) : null}
      <MailButton href={shareUrl}>Tell {hang.hostName} when you're free</MailButton>
    </MailLayout>,
  );
  const text = [
    `${hang.hostName} invited you to ${hang.name}`,
    vibe,
    ...(place ? [`Where: ${place}`] : []),
    "",
    "When could you make it?",
    ...listLines(times, note),
    ...(answerByLine ? ["", answerByLine] : []),
    "",
    `Answer here: ${shareUrl}`,
    ...(stop ? stopLines(stop) : []),
  ].join("\n");
  return { subject, html, text };
}
