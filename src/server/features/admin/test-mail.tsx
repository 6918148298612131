// The admin's test message: proof that mail from this instance arrives, and from where.
import { renderHtml } from "../../mail/render.tsx";
import type { RenderedMail } from "../../mail/templates/invitation.tsx";
import { MailHeading, MailLayout, MailText } from "../../mail/templates/layout.tsx";
import type { MailWords } from "../../mail/words.ts";

/** In the admin's language: they asked for it. */
export function testMail(w: MailWords, publicUrl: string): RenderedMail {
  const subject = w.t("mail.test.subject");
  const body = w.t("mail.test.body", { url: publicUrl });
  const [before, after] = body.split(publicUrl) as [string, string | undefined];
  const html = renderHtml(
    <MailLayout words={w} title={subject}>
      <MailHeading>{w.t("mail.test.heading")}</MailHeading>
      <MailText>
        {before}
        {after === undefined ? null : <a href={publicUrl}>{publicUrl}</a>}
        {after}
      </MailText>
    </MailLayout>,
  );
  return { subject, html, text: [subject, "", body].join("\n") };
}
