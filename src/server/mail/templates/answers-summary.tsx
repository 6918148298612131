// The host's two deadline messages: everyone has answered, and the answer-by date has passed.
// Each names the best time so far and links straight to the host view, where Lock It In is.
import type { HangRow } from "../../db/schema.ts";
import { oneLine, renderHtml } from "../render.tsx";
import type { RenderedMail } from "./invitation.tsx";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout.tsx";

export interface AnswersTally {
  /** "Saturday 6 PM", or undefined when no time has a yes. */
  best?: string;
  yes: number;
  answered: number;
}

/** "Saturday 6 PM works for 5 of 6", or a note that no time has a yes yet. */
export function tallyLine(tally: AnswersTally): string {
  return tally.best ? `${tally.best} works for ${tally.yes} of ${tally.answered}` : "no time has a yes yet";
}

function hostSummary(
  subject: string,
  heading: string,
  lines: string[],
  action?: { url: string; label: string },
): RenderedMail {
  const html = renderHtml(
    <MailLayout title={subject}>
      <MailHeading>{heading}</MailHeading>
      {lines.map((line) => (
        <MailText key={line}>{line}</MailText>
      ))}
      {action ? <MailButton href={action.url}>{action.label}</MailButton> : null}
    </MailLayout>,
  );
  const text = [heading, "", ...lines, ...(action ? ["", `${action.label}: ${action.url}`] : [])].join("\n");
  return { subject, html, text };
}

export function everyoneAnsweredMail(hang: HangRow, tally: AnswersTally, hostViewUrl: string): RenderedMail {
  const line = tallyLine(tally);
  return hostSummary(
    oneLine(`Everyone's answered — ${line}`),
    `Everyone's answered ${hang.name}`,
    [`${line[0]!.toUpperCase()}${line.slice(1)}.`],
    { url: hostViewUrl, label: "Lock It In" },
  );
}

export type DeadlineOutcome = "locked" | "nothing-to-lock" | "open";

export function answersClosedMail(
  hang: HangRow,
  tally: AnswersTally,
  outcome: DeadlineOutcome,
  links: { hostViewUrl: string; finalTime?: string },
): RenderedMail {
  const line = tallyLine(tally);
  if (outcome === "locked") {
    return hostSummary(
      oneLine(`Locked in: ${hang.name}`),
      `${hang.name} is locked in`,
      [
        `Answers closed, and the best time was locked in automatically: ${links.finalTime}.`,
        "Everyone who said yes has been sent the details.",
      ],
      { url: links.hostViewUrl, label: "See the details" },
    );
  }
  if (outcome === "nothing-to-lock") {
    return hostSummary(
      oneLine(`Answers closed: nothing locked in for ${hang.name}`),
      `Answers closed for ${hang.name}`,
      ["No time had a yes, so nothing was locked in. You can pick a time or reopen answers."],
      { url: links.hostViewUrl, label: "Open the host view" },
    );
  }
  return hostSummary(
    oneLine(`Answers closed — ${line}`),
    `Answers closed for ${hang.name}`,
    [`${line[0]!.toUpperCase()}${line.slice(1)}.`],
    { url: links.hostViewUrl, label: "Lock It In" },
  );
}
