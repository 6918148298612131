// The host's two deadline messages: everyone has answered, and the answer-by date has passed.
// Each names the best time so far and links straight to the host view, where Lock It In is.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { MailWords } from "../words.ts";
import type { RenderedMail } from "./invitation.tsx";
import { footerLines, MailButton, type MailFooter, MailHeading, MailLayout, MailText } from "./layout.tsx";

export interface AnswersTally {
  /** "Saturday 6 PM", or undefined when no time has a yes. */
  best?: string;
  yes: number;
  answered: number;
}

/** "Saturday 6 PM works for 5 of 6", or a note that no time has a yes yet. */
function tallyLine(w: MailWords, tally: AnswersTally): string {
  return tally.best
    ? w.t("mail.summary.tally", { best: tally.best, yes: tally.yes, answered: tally.answered })
    : w.t("mail.summary.noYes");
}

/** The same as a sentence of its own. */
function tallySentence(w: MailWords, tally: AnswersTally): string {
  return tally.best
    ? w.t("mail.summary.tallySentence", { best: tally.best, yes: tally.yes, answered: tally.answered })
    : w.t("mail.summary.noYesSentence");
}

function hostSummary(
  w: MailWords,
  subject: string,
  heading: string,
  lines: string[],
  action: { url: string; label: string },
  footer: MailFooter,
): RenderedMail {
  const html = renderHtml(
    <MailLayout words={w} title={subject} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      {lines.map((line) => (
        <MailText key={line}>{line}</MailText>
      ))}
      <MailButton href={action.url}>{action.label}</MailButton>
    </MailLayout>,
  );
  const text = [heading, "", ...lines, "", `${action.label}: ${action.url}`, ...footerLines(w, footer)].join(
    "\n",
  );
  return { subject, html, text };
}

export function everyoneAnsweredMail(
  w: MailWords,
  hang: HangRow,
  tally: AnswersTally,
  hostViewUrl: string,
  footer: MailFooter,
): RenderedMail {
  return hostSummary(
    w,
    oneLine(w.t("mail.everyone.subject", { tally: tallyLine(w, tally) })),
    w.t("mail.everyone.heading", { name: hang.name }),
    [tallySentence(w, tally)],
    { url: hostViewUrl, label: w.t("mail.summary.lockItIn") },
    footer,
  );
}

export type DeadlineOutcome = "locked" | "nothing-to-lock" | "open";

export function answersClosedMail(
  w: MailWords,
  hang: HangRow,
  tally: AnswersTally,
  outcome: DeadlineOutcome,
  links: { hostViewUrl: string; finalTime?: string },
  footer: MailFooter,
): RenderedMail {
  const name = { name: hang.name };
  if (outcome === "locked") {
    return hostSummary(
      w,
      oneLine(w.t("mail.locked.subject", name)),
      w.t("mail.locked.heading", name),
      [w.t("mail.locked.lead", { when: links.finalTime ?? "" }), w.t("mail.locked.sent")],
      { url: links.hostViewUrl, label: w.t("mail.locked.see") },
      footer,
    );
  }
  if (outcome === "nothing-to-lock") {
    return hostSummary(
      w,
      oneLine(w.t("mail.nothing.subject", name)),
      w.t("mail.closed.heading", name),
      [w.t("mail.nothing.lead")],
      { url: links.hostViewUrl, label: w.t("mail.nothing.open") },
      footer,
    );
  }
  return hostSummary(
    w,
    oneLine(w.t("mail.closed.subject", { tally: tallyLine(w, tally) })),
    w.t("mail.closed.heading", name),
    [tallySentence(w, tally)],
    { url: links.hostViewUrl, label: w.t("mail.summary.lockItIn") },
    footer,
  );
}
