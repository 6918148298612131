// The message every invitee and responder gets when the host cancels, with the host's reason.
import { bareName } from "../../../shared/cancel.ts";
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout.tsx";

export function cancellationMail(hang: HangRow, hangUrl: string): RenderedMail {
  // A hang cancelled from the edit page is named "[CANCELLED] …": the subject says it once.
  const name = bareName(hang.name);
  const subject = oneLine(`Cancelled: ${name}`);
  const reason = hang.cancelReason ?? "";
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>{name} is cancelled</MailHeading>
      <MailText>{hang.hostName} cancelled this hang.</MailText>
      {reason ? (
        <MailText>
          <strong>Reason:</strong> {reason}
        </MailText>
      ) : null}
      <MailText>If it was in your calendar, the attached cancel.ics removes it.</MailText>
      <MailButton href={hangUrl}>See the hang</MailButton>
    </MailLayout>,
  );
  const text = [
    `${name} is cancelled`,
    `${hang.hostName} cancelled this hang.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    "",
    "If it was in your calendar, the attached cancel.ics removes it.",
    `See the hang: ${hangUrl}`,
  ].join("\n");
  return { subject, html, text };
}
