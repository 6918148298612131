import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { footerLines, MailButton, type MailFooter, MailHeading, MailLayout, MailText } from "./layout.tsx";

export interface GroupInvitation {
  groupId: string;
  groupName: string;
  /** Who started the group. */
  creatorName: string;
  inviteeName: string | null;
  /** The group creator's language, for an invitee whose own is unknown (the group speaks it). */
  inviterLanguage: string | null;
}

export function groupInvitationMail(
  w: MailWords,
  invitation: GroupInvitation,
  groupUrl: string,
  footer: MailFooter,
): RenderedMail {
  const names = { groupName: invitation.groupName, creatorName: invitation.creatorName };
  // Any admin may have sent it, so the message names the group and who started it, not the sender.
  const subject = oneLine(w.t("mail.group.subject", names));
  const greeting = invitation.inviteeName
    ? w.t("mail.group.hiName", { name: invitation.inviteeName })
    : w.t("mail.group.hi");
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{w.t("mail.group.subject", names)}</MailHeading>
      <MailText>{greeting}</MailText>
      <MailText>{w.t("mail.group.startedBy", names)}</MailText>
      <MailText>{w.t("mail.group.howTo")}</MailText>
      <MailButton href={groupUrl}>{w.t("mail.group.open", names)}</MailButton>
    </MailLayout>,
  );
  const text = [
    greeting,
    "",
    w.t("mail.group.startedByText", names),
    w.t("mail.group.howToText"),
    groupUrl,
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
