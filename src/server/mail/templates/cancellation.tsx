// The message every invitee and responder gets when the host cancels, with the host's reason and
// when the hang was to be (its locked-in time, or the times still proposed), so nobody has to
// remember which plan this was.
import { bareName } from "../../../shared/cancel.ts";
import type { HangRow } from "../../db/schema.ts";
import { hangZone } from "../calendar-invite.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import {
  footerLines,
  listLines,
  MailButton,
  type MailFooter,
  MailHeading,
  MailLayout,
  MailList,
  MailText,
} from "./layout.tsx";

export function cancellationMail(
  w: MailWords,
  hang: HangRow,
  hangUrl: string,
  footer: MailFooter,
): RenderedMail {
  // A hang cancelled from the edit page is named "[CANCELLED] …": the subject says it once.
  const name = bareName(hang.name);
  const subject = oneLine(w.t("mail.cancel.subject", { name }));
  const heading = w.t("mail.cancel.heading", { name });
  const lead = w.t("mail.cancel.lead", { hostName: hang.hostName });
  const reasonLabel = w.t("mail.cancel.reason");
  const reason = hang.cancelReason ?? "";
  const was =
    hang.isFinalized && hang.finalDateTime
      ? w.t("mail.cancel.was", { when: w.when(hang.finalDateTime, hangZone(hang)) })
      : undefined;
  const times = was ? [] : w.times(hang);
  const note = times.length > 0 ? w.timesNote(hang) : undefined;
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{lead}</MailText>
      {was ? <MailText>{was}</MailText> : null}
      {times.length > 0 ? <MailText>{w.t("mail.cancel.wasTimes")}</MailText> : null}
      <MailList items={times} note={note} />
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
    ...(was ? [was] : []),
    ...(times.length > 0 ? ["", w.t("mail.cancel.wasTimes"), ...listLines(times, note)] : []),
    ...(reason ? ["", `${reasonLabel} ${reason}`] : []),
    "",
    w.t("mail.cancel.calendar"),
    w.t("mail.seeTheHangLine", { url: hangUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
