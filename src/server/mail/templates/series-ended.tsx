// To a standing hang's owner when the group it was for is deleted: the series has ended, and any
// round already open goes on as the ordinary hang it is.
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { footerLines, MailButton, type MailFooter, MailHeading, MailLayout, MailText } from "./layout.tsx";

export interface EndedSeries {
  id: string;
  name: string;
  /** The language it was set up in, for an owner whose own is unknown. */
  language: string | null;
}

export function seriesEndedMail(
  w: MailWords,
  ended: EndedSeries,
  seriesUrl: string,
  footer: MailFooter,
): RenderedMail {
  const names = { name: ended.name };
  const subject = oneLine(w.t("mail.seriesEnded.subject", names));
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{w.t("mail.seriesEnded.subject", names)}</MailHeading>
      <MailText>{w.t("mail.seriesEnded.lead", names)}</MailText>
      <MailText>{w.t("mail.seriesEnded.openRounds")}</MailText>
      <MailButton href={seriesUrl}>{w.t("mail.seriesEnded.see")}</MailButton>
    </MailLayout>,
  );
  const text = [
    w.t("mail.seriesEnded.lead", names),
    w.t("mail.seriesEnded.openRounds"),
    "",
    w.t("mail.seriesEnded.seeLine", { url: seriesUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
