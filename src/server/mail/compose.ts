// Builds a message from the data as it is at send time, with the composer for its kind.
import type { HangRow } from "../db/schema.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { ComposeMail } from "./deliver.ts";
import type { GroupMailKind } from "./kinds/names.ts";
import type { MailReads } from "./kinds/types.ts";
import { mailWordsFor } from "./words.ts";

/** The composers and their React templates, read with the first message rather than at start. */
const loadComposers = () => import("./kinds/index.ts");

/**
 * Mail about what someone did with an address: their new hang, their answer. It reaches them after
 * "Never e-mail me from Hangs" only when they proved the address as they did it (job.proven);
 * otherwise anyone may have typed it, so it counts against the address's per-recipient limit.
 */
const ASKED_FOR = new Set(["response-confirmation", "response-edit-link", "hang-ready"]);

export function composeMail(deps: {
  read: MailReads;
  publicUrl: string;
  secrets: ResponseSecrets;
  /** Whether the pseudo-locale is on (PSEUDO_LOCALE=true): its answers get their mail in it. */
  pseudoLocale?: boolean;
  /** Counts one message to an address nothing proved (http/rate-limits.ts); false: over the limit. */
  allowsMailTo?: (recipient: string) => Promise<boolean>;
}): ComposeMail {
  const wordsIn = (...choices: (string | null)[]) => mailWordsFor(choices, deps.pseudoLocale);
  return async (job, batch) => {
    const recipient = await deps.read.recipient(job.to, job.hangId || undefined);
    const askedFor = ASKED_FOR.has(job.kind);
    if (recipient.optedOut && !(askedFor && job.proven)) return null;
    // "Stop e-mails about this hang" / "Stop group invitations": everything but what they asked for
    // (a standing hang's end is news about their own plan, not an invitation).
    const stopped = job.groupId
      ? recipient.stoppedGroupInvites && job.kind === "group-invitation"
      : recipient.stoppedThisHang;
    if (!askedFor && stopped) return null;
    if (askedFor && !job.proven && deps.allowsMailTo && !(await deps.allowsMailTo(job.to))) return null;
    const own = recipient.language;
    if (job.groupId) {
      const wordsFor = (fallback: string | null) => wordsIn(own, fallback).forRecipient(recipient.timeZone);
      const { groupComposers } = await loadComposers();
      return groupComposers[job.kind as GroupMailKind](job, { ...deps, wordsFor });
    }
    // Messages in one batch are often about the same hang: read it once.
    const key = `hang:${job.hangId}`;
    if (!batch.has(key)) batch.set(key, deps.read.hang(job.hangId));
    const stored = (await batch.get(key)) as Awaited<ReturnType<MailReads["hang"]>>;
    const hang = stored ?? revivedHang(job.deletedHang);
    if (!hang) return null;
    // A deleted hang's page would say "Hang not found": the link asks it to say "cancelled".
    const hangUrl = `${deps.publicUrl}/hang/${hang.id}${stored ? "" : "?cancelled=1"}`;
    const { composers } = await loadComposers();
    return composers[job.kind as keyof typeof composers](job, {
      read: deps.read,
      words: wordsIn(own, hang.language).forRecipient(recipient.timeZone),
      hang,
      publicUrl: deps.publicUrl,
      hangUrl,
      secrets: deps.secrets,
    });
  };
}

/** The deleted hang's copy as it comes back from the job's JSON: its instants as Dates again. */
function revivedHang(copy: HangRow | undefined): HangRow | undefined {
  if (!copy) return undefined;
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    ...copy,
    finalDateTime: date(copy.finalDateTime),
    cancelledAt: date(copy.cancelledAt),
    createdAt: date(copy.createdAt) ?? new Date(),
    updatedAt: date(copy.updatedAt) ?? new Date(),
  };
}
