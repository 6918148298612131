import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
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
import {
  type StandingAnswers,
  StandingAnswersBlock,
  StandingAnswersButton,
  standingAnswersLines,
} from "./standing-answers.tsx";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function invitationMail(
  w: MailWords,
  hang: HangRow,
  shareUrl: string,
  answerByLine: string | undefined,
  footer: MailFooter,
  /** A standing hang's round that put the invitee down as their standing answers (series). */
  standing?: StandingAnswers,
): RenderedMail {
  const times = w.times(hang);
  const note = w.timesNote(hang);
  const vibe = w.vibe(hang.vibe);
  const place = hang.locationName ?? hang.location;
  const names = { hostName: hang.hostName, name: hang.name };
  const subject = oneLine(w.t("mail.invitation.subject", names));
  const heading = w.t("mail.invitation.heading", names);
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <MailText>{vibe}</MailText>
      {place ? <MailText>📍 {place}</MailText> : null}
      {standing ? (
        <StandingAnswersBlock words={w} hang={hang} standing={standing} note={note} />
      ) : (
        <>
          <MailText>{w.t("mail.invitation.when")}</MailText>
          <MailList items={times} note={note} />
        </>
      )}
      {answerByLine ? (
        <MailText>
          <strong>{answerByLine}</strong>
        </MailText>
      ) : null}
      {standing ? (
        <StandingAnswersButton words={w} standing={standing} />
      ) : (
        <MailButton href={shareUrl}>{w.t("mail.tellHost", names)}</MailButton>
      )}
    </MailLayout>,
  );
  const text = [
    heading,
    vibe,
    ...(place ? [w.t("mail.whereLine", { place })] : []),
    "",
    ...(standing
      ? standingAnswersLines(w, hang, standing, note)
      : [w.t("mail.invitation.when"), ...listLines(times, note)]),
    ...(answerByLine ? ["", answerByLine] : []),
    "",
    standing
      ? w.t("mail.seriesRound.changeLine", { url: standing.changeUrl })
      : w.t("mail.answerHere", { url: shareUrl }),
    ...footerLines(w, footer),
  ].join("\n");
  return { subject, html, text };
}
