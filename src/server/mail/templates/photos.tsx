// The album's two messages: its hosts are told a week before it is deleted (with the way to download
// it), and people who came hear once a day how many photos others added.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { footerLines, MailButton, type MailFooter, MailHeading, MailLayout, MailText } from "./layout.tsx";

interface Parts {
  subject: string;
  lead: string;
  action: { url: string; label: string; line: string };
}

function albumMail(w: MailWords, parts: Parts, footer: MailFooter): RenderedMail {
  const html = renderHtml(
    <MailLayout words={w} title={parts.subject} footer={footer}>
      <MailHeading>{parts.subject}</MailHeading>
      <MailText>{parts.lead}</MailText>
      <MailButton href={parts.action.url}>{parts.action.label}</MailButton>
    </MailLayout>,
  );
  const text = [parts.subject, "", parts.lead, "", parts.action.line, ...footerLines(w, footer)].join("\n");
  return { subject: oneLine(parts.subject), html, text };
}

export function albumEndingMail(
  w: MailWords,
  hang: HangRow,
  album: { date: string; count: number; url: string },
  footer: MailFooter,
): RenderedMail {
  return albumMail(
    w,
    {
      subject: w.t("mail.albumEnding.subject", { name: hang.name, date: album.date }),
      lead: w.t("mail.albumEnding.lead", { count: album.count }),
      action: {
        url: album.url,
        label: w.t("mail.albumEnding.download"),
        line: w.t("mail.albumEnding.downloadLine", { url: album.url }),
      },
    },
    footer,
  );
}

export function newPhotosMail(
  w: MailWords,
  hang: HangRow,
  photos: { count: number; url: string },
  footer: MailFooter,
): RenderedMail {
  return albumMail(
    w,
    {
      subject: w.t("mail.newPhotos.subject", { name: hang.name, count: photos.count }),
      lead: w.t("mail.newPhotos.lead"),
      action: {
        url: photos.url,
        label: w.t("mail.newPhotos.see"),
        line: w.t("mail.newPhotos.seeLine", { url: photos.url }),
      },
    },
    footer,
  );
}
