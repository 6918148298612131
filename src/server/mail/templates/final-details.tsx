// The messages about a locked-in hang: the final details, an update to them, and a reminder. They
// share one body (when, where, notes, the hang link, a calendar link); the heading says which.
import { googleCalendarUrl } from "../../../shared/calendar.ts";
import { plannedActivity } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";
import { hangEvent, hangZone, placeOf } from "../calendar-invite.ts";
import type { PartyLines } from "../party-lines.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { footerLines, MailButton, type MailFooter, MailHeading, MailLayout, MailText } from "./layout.tsx";

export type FinalDetailsKind = "final" | "update" | "reminder";

export function finalDetailsMail(
  w: MailWords,
  hang: HangRow,
  hangUrl: string,
  kind: FinalDetailsKind,
  footer: MailFooter,
  /** The bring-list items the recipient is bringing (none: no line). */
  bringing: string[] = [],
  /** Who is coming, in heads, and the recipient's own party (decision 0065). */
  party?: PartyLines,
): RenderedMail {
  const instant = hang.finalDateTime ?? new Date();
  // The subject on the host's clock; the body with the reader's own beside it.
  const subjectWhen = w.finalDateTime(instant, hangZone(hang));
  const when = w.when(instant, hangZone(hang));
  const where = placeOf(hang);
  const vibe = w.vibe(plannedActivity(hang));
  const subject = oneLine(w.t(`mail.${kind}.subject`, { name: hang.name, when: subjectWhen }));
  const heading = w.t(`mail.${kind}.heading`, { name: hang.name });
  const lead = w.t(`mail.${kind}.lead`);
  const label = {
    when: w.t("mail.details.when"),
    where: w.t("mail.details.where"),
    what: w.t("mail.details.what"),
    host: w.t("mail.details.host"),
    bringing: w.t("mail.details.bringing"),
    notes: w.t("mail.details.notes", { hostName: hang.hostName }),
    coming: w.t("mail.party.coming"),
    yours: w.t("mail.party.yours"),
  };
  const coming = party && comingText(w, party);
  const yours = party?.yours && yoursText(w, party.yours);
  const calendarUrl = googleCalendarUrl(hangEvent(w, hang, hangUrl));
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{lead}</MailText>
      <MailText>
        <strong>{label.when}</strong> {when}
        <br />
        {where ? (
          <>
            <strong>{label.where}</strong> {where}
            <br />
          </>
        ) : null}
        <strong>{label.what}</strong> {vibe}
        <br />
        <strong>{label.host}</strong> {hang.hostName}
        {bringing.length > 0 ? (
          <>
            <br />
            <strong>{label.bringing}</strong> {bringing.join(", ")}
          </>
        ) : null}
        {coming ? (
          <>
            <br />
            <strong>{label.coming}</strong> {coming}
          </>
        ) : null}
        {yours ? (
          <>
            <br />
            <strong>{label.yours}</strong> {yours}
          </>
        ) : null}
      </MailText>
      {hang.additionalDetails ? (
        <MailText>
          <strong>{label.notes}</strong> {hang.additionalDetails}
        </MailText>
      ) : null}
      <MailText>{w.t("mail.details.invite")}</MailText>
      <p style={{ margin: "0 0 14px" }}>
        <MailButton href={hangUrl}>{w.t("mail.seeTheHang")}</MailButton>
      </p>
      <MailText>
        <a href={calendarUrl}>{w.t("mail.details.google")}</a>
      </MailText>
    </MailLayout>,
  );
  const text = [
    heading,
    lead,
    "",
    `${label.when} ${when}`,
    ...(where ? [`${label.where} ${where}`] : []),
    `${label.what} ${vibe}`,
    `${label.host} ${hang.hostName}`,
    ...(bringing.length > 0 ? [`${label.bringing} ${bringing.join(", ")}`] : []),
    ...(coming ? [`${label.coming} ${coming}`] : []),
    ...(yours ? [`${label.yours} ${yours}`] : []),
    ...(hang.additionalDetails ? ["", `${label.notes} ${hang.additionalDetails}`] : []),
    "",
    w.t("mail.seeTheHangLine", { url: hangUrl }),
    w.t("mail.details.googleLine", { url: calendarUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}

/** "7 people (5 answers + 2 guests)", or "5 people" when nobody brings anyone. */
function comingText(w: MailWords, party: PartyLines): string {
  const { heads, answers } = party;
  return heads === answers
    ? w.t("mail.party.people", { heads })
    : w.t("mail.party.peopleDetail", { heads, answers, guests: heads - answers });
}

function yoursText(w: MailWords, yours: { count: number; names: string[] }): string {
  return yours.names.length > 0
    ? w.t("mail.party.youPlusNames", { count: yours.count, names: yours.names.join(", ") })
    : w.t("mail.party.youPlus", { count: yours.count });
}
