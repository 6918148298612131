// Mail to a guest who was waiting for a spot: one opened, and it is theirs.
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailList, MailText } from "./layout.tsx";

export function waitlistPromotionMail(
  hang: HangRow,
  response: ResponseRow,
  hangUrl: string,
  editUrl: string,
): RenderedMail {
  const subject = oneLine(`A spot opened up: you're in for ${hang.name}!`);
  const times = response.availableTimeWindows;
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>Good news, {response.guestName}: you're in!</MailHeading>
      <MailText>
        A spot opened up for <strong>{hang.name}</strong> (hosted by {hang.hostName}), and you were next in
        line. Your answer is now <strong>I'm in</strong>
        {times.length > 0 ? " for:" : "."}
      </MailText>
      <MailList items={times} />
      <MailText>Can't make it after all? This private link lets you change your answer:</MailText>
      <MailButton href={editUrl}>Change my answer</MailButton>
      <p style={{ fontSize: 13, color: "#6b7280", margin: "20px 0 0" }}>
        See the hang: <a href={hangUrl}>{hangUrl}</a>
      </p>
    </MailLayout>,
  );
  const text = [
    `Good news, ${response.guestName}: you're in!`,
    `A spot opened up for ${hang.name} (hosted by ${hang.hostName}), and you were next in line. Your answer is now I'm in.`,
    ...times.map((t) => `- ${t}`),
    "",
    `Can't make it after all? Change your answer (keep this link private): ${editUrl}`,
    `See the hang: ${hangUrl}`,
  ].join("\n");
  return { subject, html, text };
}
