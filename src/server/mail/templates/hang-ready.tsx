// The host's own copy of their links, sent at creation: a reload, a lost tab or another device can
// never cost them their hang. Only the host's address receives it; it carries the edit token.
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { timesNote } from "../../../shared/zones.ts";
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { listLines, MailButton, MailHeading, MailLayout, MailList, MailText } from "./layout.tsx";

export interface HostLinks {
  shareUrl: string;
  hostViewUrl: string;
  editUrl: string;
}

export function hangReadyMail(hang: HangRow, links: HostLinks): RenderedMail {
  const subject = oneLine(`Your hang is ready: ${hang.name}`);
  const times = readTimeWindows(hang.timeWindows);
  const note = timesNote(hang.hostName, hang.hostTimezone);
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>Your hang is ready</MailHeading>
      <MailText>
        <strong>{hang.name}</strong> is set up. Share this link with friends so they can say when they're
        free:
      </MailText>
      <MailText>
        <a href={links.shareUrl}>{links.shareUrl}</a>
      </MailText>
      <MailList items={times} note={note} />
      <MailButton href={links.hostViewUrl}>See who's coming</MailButton>
      <MailText>&nbsp;</MailText>
      <MailText>
        Keep this link private - it lets you edit your hang details anytime:{" "}
        <a href={links.editUrl}>{links.editUrl}</a>
      </MailText>
    </MailLayout>,
  );
  const text = [
    `Your hang is ready: ${hang.name}`,
    "",
    `Share with friends: ${links.shareUrl}`,
    ...listLines(times, note),
    "",
    `See who's coming (host view): ${links.hostViewUrl}`,
    `Keep this link private - it lets you edit your hang details anytime: ${links.editUrl}`,
  ].join("\n");
  return { subject, html, text };
}
