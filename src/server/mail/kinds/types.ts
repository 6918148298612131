import type { HangRow, ResponseRow } from "../../db/schema.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { ComposedMail } from "../deliver.ts";
import type { MailJob } from "../mail-job.ts";
import type { GroupInvitation } from "../templates/group-invitation.tsx";
import type { EndedSeries } from "../templates/series-ended.tsx";
import type { MailWords } from "../words.ts";

/**
 * The reads mail needs, handed in by the features that own the data (mail never imports features:
 * the arrow runs from features to mail, not back).
 */
export interface MailReads {
  hang(hangId: string): Promise<HangRow | undefined>;
  response(hangId: string, responseId: string): Promise<ResponseRow | undefined>;
  responseByEmail(hangId: string, email: string): Promise<ResponseRow | undefined>;
  /** The names of the bring-list items the answer at this address is bringing. */
  bringing(hangId: string, email: string): Promise<string[]>;
  /** Every answer to the hang. */
  answers(hangId: string): Promise<ResponseRow[]>;
  /** Whether the address turned off this hang's reminders, or every message from Hangs. */
  optOuts(hangId: string, email: string): Promise<{ everything: boolean; thisHang: boolean }>;
  /** Nudges sent (or being sent) to the address about the hang: key and step. */
  sentNudges(hangId: string, email: string): Promise<{ key: string; step: string }[]>;
  /** Whether the host has an account (their links ask them to sign in instead of carrying the token). */
  hostSignsIn(email: string): Promise<boolean>;
  /** Whether the address is still invited to the hang (by e-mail, or as a member of its group). */
  isInvited(hang: HangRow, email: string): Promise<boolean>;
  /** Whether the address turned off every message from Hangs, and its language. */
  recipient(email: string, hangId?: string): Promise<Recipient>;
  /** How many photos the hang's album holds, and how many others added that the address has not been told of. */
  photos(hangId: string, email: string): Promise<{ inAlbum: number; newForYou: number }>;
  /** A pending group invitation, while the group and the invitation still stand. */
  groupInvitation(groupId: string, email: string): Promise<GroupInvitation | undefined>;
  /** A standing hang that has ended: its name and the language it was set up in. */
  endedSeries(seriesId: string): Promise<EndedSeries | undefined>;
}

export interface Recipient {
  /** Turned off every message from Hangs ("Never e-mail me from Hangs"). */
  optedOut: boolean;
  /** Turned off this hang's mail ("Stop e-mails about this hang"); false without a hang. */
  stoppedThisHang: boolean;
  /** Turned off invitations to join groups ("Stop group invitations"). */
  stoppedGroupInvites: boolean;
  /** The IANA zone their browser reported with their answer to this hang, else with a proven one. */
  timeZone: string | null;
  /** Their account's choice, else the one they answered this hang in; null when neither is known. */
  language: string | null;
}

/** What a composer gets besides the job: the hang as it is now, and ways to read more. */
export interface ComposeContext {
  read: MailReads;
  /** The recipient's language, else the host's (the hang was created in it), else English. */
  words: MailWords;
  hang: HangRow;
  publicUrl: string;
  /** `${publicUrl}/hang/${hang.id}` */
  hangUrl: string;
  secrets: ResponseSecrets;
}

/**
 * Builds one kind of message from current data; null when there is nothing to send any more
 * (for example the hang changed since a reminder was planned, or the answer is gone).
 */
export type Composer = (
  job: MailJob,
  ctx: ComposeContext,
) => Promise<ComposedMail | null> | ComposedMail | null;

/** Builds a message about a group; null when the group is gone. */
export type GroupComposer = (
  job: MailJob,
  ctx: {
    read: MailReads;
    publicUrl: string;
    secrets: ResponseSecrets;
    /** The recipient's language, else the one given (the inviter's), else English. */
    wordsFor(fallback: string | null): MailWords;
  },
) => Promise<ComposedMail | null> | ComposedMail | null;
