// The admin's test message: proof that mail from this instance arrives, and from where.
import { renderHtml } from "../../mail/render.tsx";
import type { RenderedMail } from "../../mail/templates/invitation.tsx";
import { MailHeading, MailLayout, MailText } from "../../mail/templates/layout.tsx";

export const TEST_MAIL_SUBJECT = "Hangs test e-mail";

export function testMail(publicUrl: string): RenderedMail {
  const html = renderHtml(
    <MailLayout title={TEST_MAIL_SUBJECT}>
      <MailHeading>It works</MailHeading>
      <MailText>
        An admin of <a href={publicUrl}>{publicUrl}</a> sent this test e-mail. If you can read it, mail from
        this instance arrives.
      </MailText>
    </MailLayout>,
  );
  const text = [
    TEST_MAIL_SUBJECT,
    "",
    `An admin of ${publicUrl} sent this test e-mail. If you can read it, mail from this instance arrives.`,
  ].join("\n");
  return { subject: TEST_MAIL_SUBJECT, html, text };
}
