// The message every invitee and responder gets when the host cancels, with the host's reason.
import { bareName } from "../../../shared/cancel.ts";
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout.tsx";

export function cancellationMail(w: MailWords, hang: HangRow, hangUrl: string): RenderedMail {
  // A hang cancelled from the edit page is named "[CANCELLED] …": the subject says it once.
  const name = bareName(hang.name);
  const subject = oneLine(w.t("mail.cancel.subject", { name }));
  const heading = w.t("mail.cancel.heading", { name });
  const lead = w.t("mail.cancel.lead", { hostName: hang.hostName });
  const reasonLabel = w.t("mail.cancel.reason");
  const reason = hang.cancelReason ?? "";
  const html = renderHtml(
    <MailLayout words={w} title={subject}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{lead}</MailText>
      {reason ? (
        <MailText>
          <strong>{reasonLabel}</strong> {reason}
        </MailText>
      ) : null}
      <MailText>{w.t("mail.cancel.calendar")}</MailText>
      <MailButton href={hangUrl}>{w.t("mail.seeTheHang")}</MailButton>
    </MailLayout>,
  );
  const text = [
    heading,
    lead,
    ...(reason ? [`${reasonLabel} ${reason}`] : []),
    "",
    w.t("mail.cancel.calendar"),
    w.t("mail.seeTheHangLine", { url: hangUrl }),
  ].join("\n");
  return { subject, html, text };
}
