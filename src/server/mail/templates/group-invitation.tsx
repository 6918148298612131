import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout.tsx";

export interface GroupInvitation {
  groupId: string;
  groupName: string;
  /** Who started the group. */
  creatorName: string;
  inviteeName: string | null;
}

export function groupInvitationMail(invitation: GroupInvitation, groupUrl: string): RenderedMail {
  const { groupName, creatorName } = invitation;
  // Any admin may have sent it, so the message names the group and who started it, not the sender.
  const subject = oneLine(`You're invited to join ${groupName}`);
  const greeting = invitation.inviteeName ? `Hi ${invitation.inviteeName},` : "Hi,";
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>You're invited to join {groupName}</MailHeading>
      <MailText>{greeting}</MailText>
      <MailText>
        {groupName} is a group on Hangs started by {creatorName}.
      </MailText>
      <MailText>
        Sign in with this e-mail address, open the group and press Join group to see its hangs.
      </MailText>
      <MailButton href={groupUrl}>Open {groupName}</MailButton>
    </MailLayout>,
  );
  const text = [
    greeting,
    "",
    `You're invited to join ${groupName}, a group on Hangs started by ${creatorName}.`,
    "Sign in with this e-mail address, open the group and press Join group to see its hangs:",
    groupUrl,
  ].join("\n");
  return { subject, html, text };
}
