// The messages about a locked-in hang: the final details, an update to them, and a reminder. They
// share one body (when, where, notes, the hang link, a calendar link); the heading says which.
import { googleCalendarUrl } from "../../../shared/calendar.ts";
import { formatFinalDateTime } from "../../../shared/finalize.ts";
import { plannedActivity, vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";
import { hangEvent, hangZone, placeOf } from "../calendar-invite.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout.tsx";

export type FinalDetailsKind = "final" | "update" | "reminder";

const WORDING: Record<
  FinalDetailsKind,
  { subject: string; heading: (name: string) => string; lead: string }
> = {
  final: {
    subject: "It's on",
    heading: (name) => `${name} is happening!`,
    lead: "The host locked in the plan. Here are the details.",
  },
  update: {
    subject: "Updated",
    heading: (name) => `New details for ${name}`,
    lead: "The host changed the plan. These details replace the earlier ones.",
  },
  reminder: {
    subject: "Reminder",
    heading: (name) => `${name} is coming up`,
    lead: "A friendly reminder of the plan.",
  },
};

export function finalDetailsMail(hang: HangRow, hangUrl: string, kind: FinalDetailsKind): RenderedMail {
  const when = formatFinalDateTime(hang.finalDateTime ?? new Date(), hangZone(hang));
  const where = placeOf(hang);
  const activity = plannedActivity(hang);
  const vibe = `${vibeEmoji(activity)} ${vibeLabel(activity)}`;
  const wording = WORDING[kind];
  const subject = oneLine(`${wording.subject}: ${hang.name}, ${when}`);
  const calendarUrl = googleCalendarUrl(hangEvent(hang, hangUrl));
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>{wording.heading(hang.name)}</MailHeading>
      <MailText>{wording.lead}</MailText>
      <MailText>
        <strong>When:</strong> {when}
        <br />
        {where ? (
          <>
            <strong>Where:</strong> {where}
            <br />
          </>
        ) : null}
        <strong>What:</strong> {vibe}
        <br />
        <strong>Host:</strong> {hang.hostName}
      </MailText>
      {hang.additionalDetails ? (
        <MailText>
          <strong>Notes from {hang.hostName}:</strong> {hang.additionalDetails}
        </MailText>
      ) : null}
      <MailText>The attached invite (invite.ics) adds it to your calendar, or use the link below.</MailText>
      <p style={{ margin: "0 0 14px" }}>
        <MailButton href={hangUrl}>See the hang</MailButton>
      </p>
      <MailText>
        <a href={calendarUrl}>Add to Google Calendar</a>
      </MailText>
    </MailLayout>,
  );
  const text = [
    wording.heading(hang.name),
    wording.lead,
    "",
    `When: ${when}`,
    ...(where ? [`Where: ${where}`] : []),
    `What: ${vibe}`,
    `Host: ${hang.hostName}`,
    ...(hang.additionalDetails ? ["", `Notes from ${hang.hostName}: ${hang.additionalDetails}`] : []),
    "",
    `See the hang: ${hangUrl}`,
    `Add to Google Calendar: ${calendarUrl}`,
  ].join("\n");
  return { subject, html, text };
}
