// Mail to a guest who was waiting for a spot: one opened, and it is theirs.
import type { HangRow, ResponseRow } from "../../db/schema.ts";
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
  SeeTheHang,
} from "./layout.tsx";

export function waitlistPromotionMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  hangUrl: string,
  editUrl: string,
  footer: MailFooter,
): RenderedMail {
  const subject = oneLine(w.t("mail.promoted.subject", { name: hang.name }));
  const times = w.yesTimes(hang, response);
  const heading = w.t("mail.promoted.heading", { guestName: response.guestName });
  const names = { name: hang.name, hostName: hang.hostName, imIn: w.t("mail.promoted.imIn") };
  const lead = w.t(times.length > 0 ? "mail.promoted.leadFor" : "mail.promoted.lead", names);
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>
        <Emphasis text={lead} bold={[hang.name, names.imIn]} />
      </MailText>
      <MailList items={times} />
      <MailText>{w.t("mail.promoted.cantMake")}</MailText>
      <MailButton href={editUrl}>{w.t("mail.confirm.change")}</MailButton>
      <SeeTheHang words={w} hangUrl={hangUrl} />
    </MailLayout>,
  );
  const text = [
    heading,
    w.t("mail.promoted.lead", names),
    ...listLines(times),
    "",
    w.t("mail.promoted.cantMakeLine", { url: editUrl }),
    w.t("mail.seeTheHangLine", { url: hangUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
