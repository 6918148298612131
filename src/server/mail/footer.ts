// Each message's footer: why this person got it, in their language, and for mail they did not ask
// for, how to stop it (the links, and the List-Unsubscribe headers a mail client's button uses).
import type { HangRow } from "../db/schema.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { MailFooter } from "./templates/layout.tsx";
import { groupUnsubscribeParts, unsubscribeParts } from "./unsubscribe.ts";
import type { MailWords } from "./words.ts";

export type HangMailReason =
  | "invited"
  | "answered"
  | "own-answer"
  | "hosting"
  | "host-address"
  | "host-entered";

export function reasonFor(w: MailWords, hang: Pick<HangRow, "name" | "hostName">, why: HangMailReason) {
  const names = { name: hang.name, hostName: hang.hostName };
  switch (why) {
    case "invited":
      return w.t("mail.why.invited", names);
    case "answered":
      return w.t("mail.why.answered", names);
    case "own-answer":
      return w.t("mail.why.ownAnswer", names);
    case "hosting":
      return w.t("mail.why.hosting", names);
    case "host-address":
      return w.t("mail.why.hostAddress");
    case "host-entered":
      return w.t("mail.why.hostEntered", names);
  }
}

interface Links {
  publicUrl: string;
  secrets: ResponseSecrets;
}

/** Mail about a hang the person did not ask for: the reason, the stop links and the headers. */
export function stoppableHangMail(
  ctx: Links & { words: MailWords; hang: HangRow },
  to: string,
  why: HangMailReason,
): { footer: MailFooter; headers: Record<string, string> } {
  const { stop, headers } = unsubscribeParts(ctx, ctx.hang.id, to);
  return { footer: { reason: reasonFor(ctx.words, ctx.hang, why), stop }, headers };
}

/** An invitation to join a group: one click stops further group invitations to the address. */
export function stoppableGroupMail(
  ctx: Links,
  w: MailWords,
  invitation: { groupId: string; groupName: string },
  to: string,
): { footer: MailFooter; headers: Record<string, string> } {
  const { stop, headers } = groupUnsubscribeParts(ctx, invitation.groupId, to);
  return { footer: { reason: w.t("mail.why.group", { groupName: invitation.groupName }), stop }, headers };
}
