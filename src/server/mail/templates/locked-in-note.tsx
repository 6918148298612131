// Mail to a guest the lock-in does not include: one who said No to the time that was chosen (still
// in?), or one waiting for a spot at it (their place). Neither carries a calendar invite.
import type { HangRow, ResponseRow } from "../../db/schema.ts";
import { hangZone } from "../calendar-invite.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  footerLines,
  MailButton,
  type MailFooter,
  MailHeading,
  MailLayout,
  MailText,
  SeeTheHang,
} from "./layout.tsx";

export type LockedInNote = { kind: "elsewhere" } | { kind: "waitlisted"; place: number };

export function lockedInNoteMail(
  w: MailWords,
  hang: HangRow,
  response: ResponseRow,
  note: LockedInNote,
  hangUrl: string,
  editUrl: string,
  footer: MailFooter,
): RenderedMail {
  const instant = hang.finalDateTime ?? new Date();
  const when = w.when(instant, hangZone(hang));
  const values = {
    name: hang.name,
    hostName: hang.hostName,
    guestName: response.guestName,
    when,
    place: note.kind === "waitlisted" ? note.place : 0,
    capacity: hang.maxCapacity ?? 0,
    url: editUrl,
  };
  const subject = oneLine(
    w.t(`mail.${note.kind}.subject`, { ...values, when: w.finalDateTime(instant, hangZone(hang)) }),
  );
  const heading = w.t(`mail.${note.kind}.heading`, values);
  const lead = w.t(`mail.${note.kind}.lead`, values);
  const change = note.kind === "elsewhere" ? null : w.t("mail.promoted.cantMake");
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{lead}</MailText>
      {change ? <MailText>{change}</MailText> : null}
      <MailButton href={editUrl}>{w.t("mail.confirm.change")}</MailButton>
      <SeeTheHang words={w} hangUrl={hangUrl} />
    </MailLayout>,
  );
  const text = [
    heading,
    "",
    note.kind === "elsewhere" ? w.t("mail.elsewhere.leadLine", values) : lead,
    ...(note.kind === "elsewhere" ? [] : ["", w.t("mail.promoted.cantMakeLine", values)]),
    w.t("mail.seeTheHangLine", { url: hangUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
