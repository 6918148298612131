// After a reschedule: a guest whose answer covered a time that is gone is asked about the new times.
import { formatTimeWindow, readTimeWindows, sortSlots } from "../../../shared/time-slots.ts";
import { timesNote } from "../../../shared/zones.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { listLines, MailButton, MailHeading, MailLayout, MailList, MailText } from "./layout.tsx";

function currentTimes(hang: HangRow): string[] {
  return hang.timeSlots.length > 0
    ? sortSlots(hang.timeSlots).map(formatTimeWindow)
    : readTimeWindows(hang.timeWindows);
}

export function rePollMail(hang: HangRow, response: ResponseRow, answerUrl: string): RenderedMail {
  const subject = oneLine(`New times for ${hang.name}: which work for you?`);
  const times = currentTimes(hang);
  const note = timesNote(hang.hostName, hang.hostTimezone);
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>Hi {response.guestName}, the times changed</MailHeading>
      <MailText>
        {hang.hostName} changed the times for <strong>{hang.name}</strong>. A time you answered for is no
        longer on the list, so your answer for it was cleared. These are the times now:
      </MailText>
      <MailList items={times} note={note} />
      <MailButton href={answerUrl}>Answer the new times</MailButton>
    </MailLayout>,
  );
  const text = [
    `Hi ${response.guestName}, the times changed`,
    `${hang.hostName} changed the times for ${hang.name}. A time you answered for is no longer on the list, so your answer for it was cleared. These are the times now:`,
    ...listLines(times, note),
    "",
    `Answer the new times (your private link): ${answerUrl}`,
  ].join("\n");
  return { subject, html, text };
}
