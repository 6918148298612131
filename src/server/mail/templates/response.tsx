// Mails to a guest about their own answer: the confirmation, and the edit link sent when someone
// else tried their address. Both carry the private link that lets them change the answer anywhere.
import { ANSWER_LABELS } from "../../../shared/responses.ts";
import { timesNote } from "../../../shared/zones.ts";
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { listLines, MailButton, MailHeading, MailLayout, MailList, MailText } from "./layout.tsx";

const OVERALL: Record<ResponseRow["response"], string> = {
  yes: "You're in",
  maybe: "Maybe",
  no: "Can't make it",
};

function answerLines(response: ResponseRow): string[] {
  const slots = Object.entries(response.timeSlotAvailability);
  if (slots.length === 0) return response.availableTimeWindows;
  return response.availableTimeWindows.length > 0
    ? response.availableTimeWindows
    : [`${ANSWER_LABELS[response.response]} for every time`];
}

export function responseConfirmationMail(
  hang: HangRow,
  response: ResponseRow,
  editUrl: string,
): RenderedMail {
  const subject = oneLine(`Your answer for ${hang.name}: ${OVERALL[response.response]}`);
  const times = answerLines(response);
  const note = timesNote(hang.hostName, hang.hostTimezone);
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>Thanks, {response.guestName}!</MailHeading>
      <MailText>
        Your answer for <strong>{hang.name}</strong> (hosted by {hang.hostName}):{" "}
        <strong>{OVERALL[response.response]}</strong>
      </MailText>
      <MailList items={times} note={note} />
      <MailText>Plans change. This private link lets you change your answer from any device:</MailText>
      <MailButton href={editUrl}>Change my answer</MailButton>
    </MailLayout>,
  );
  const text = [
    `Thanks, ${response.guestName}!`,
    `Your answer for ${hang.name} (hosted by ${hang.hostName}): ${OVERALL[response.response]}`,
    ...listLines(times, note),
    "",
    `Change your answer from any device (keep this link private): ${editUrl}`,
  ].join("\n");
  return { subject, html, text };
}

export function responseEditLinkMail(hang: HangRow, response: ResponseRow, editUrl: string): RenderedMail {
  const subject = oneLine(`Your answer for ${hang.name}`);
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>Hi {response.guestName}, want to change your answer?</MailHeading>
      <MailText>
        Someone tried to answer <strong>{hang.name}</strong> with your e-mail address. Your answer was not
        changed, and nobody else can see it.
      </MailText>
      <MailText>If it was you, this private link opens your answer so you can change it:</MailText>
      <MailButton href={editUrl}>Open my answer</MailButton>
    </MailLayout>,
  );
  const text = [
    `Hi ${response.guestName}, want to change your answer?`,
    `Someone tried to answer ${hang.name} with your e-mail address. Your answer was not changed, and nobody else can see it.`,
    "",
    `If it was you, open your answer here (keep this link private): ${editUrl}`,
  ].join("\n");
  return { subject, html, text };
}
