// The host's own copy of their links, sent at creation: a reload, a lost tab or another device can
// never cost them their hang. Only the host's address receives it; it carries the edit token.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  Emphasis,
  footerLines,
  listLines,
  MailButton,
  type MailFooter,
  MailHeading,
  MailLayout,
  MailList,
  MailText,
} from "./layout.tsx";

export interface HostLinks {
  shareUrl: string;
  hostViewUrl: string;
  editUrl: string;
}

/** `proven`: the creator proved the host's address; otherwise the subject carries nothing they wrote. */
export function hangReadyMail(
  w: MailWords,
  hang: HangRow,
  links: HostLinks,
  proven: boolean,
  footer: MailFooter,
): RenderedMail {
  const title = oneLine(w.t("mail.ready.subject", { name: hang.name }));
  const subject = proven ? title : oneLine(w.t("mail.ready.subjectNeutral"));
  const times = w.times(hang);
  const note = w.timesNote(hang);
  const keepPrivate = w.t("mail.ready.keepPrivate");
  const html = renderHtml(
    <MailLayout words={w} title={title} footer={footer}>
      <MailHeading>{w.t("mail.ready.heading")}</MailHeading>
      <MailText>
        <Emphasis text={w.t("mail.ready.share", { name: hang.name })} bold={[hang.name]} />
      </MailText>
      <MailText>
        <a href={links.shareUrl}>{links.shareUrl}</a>
      </MailText>
      <MailList items={times} note={note} />
      <MailButton href={links.hostViewUrl}>{w.t("mail.ready.seeWho")}</MailButton>
      <MailText>&nbsp;</MailText>
      <MailText>
        {keepPrivate} <a href={links.editUrl}>{links.editUrl}</a>
      </MailText>
    </MailLayout>,
  );
  const text = [
    title,
    "",
    w.t("mail.ready.shareLine", { url: links.shareUrl }),
    ...listLines(times, note),
    "",
    w.t("mail.ready.seeWhoLine", { url: links.hostViewUrl }),
    `${keepPrivate} ${links.editUrl}`,
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
