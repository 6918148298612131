// What the link-preview image of a hang says, in the preview's language: its vibe, name, when and
// host. The same few facts the text preview gives anyone holding the link; never a guest, an
// address, a place, notes or a cancellation reason.
import { createHash } from "node:crypto";
import { bareName, isCancelledByRename } from "../../../shared/cancel-rules.ts";
import type { PageLocale } from "../../../shared/i18n/locales.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";
import { hostFirstName, previewDates, proposedTimes } from "./preview-dates.ts";

export type CardStatus = "planning" | "locked" | "cancelled";

export interface PreviewCard {
  locale: PageLocale;
  status: CardStatus;
  /** The vibe's emoji, drawn as a picture. */
  emoji: string;
  vibe: string;
  name: string;
  /** The final time, or the candidate days; empty when cancelled or no time is known. */
  when: string;
  /** "5 times proposed", "It's on" or "Cancelled". */
  badge: string;
  /** "Hosted by Hana". */
  host: string;
}

/**
 * Raised whenever the drawing changes, so every image's address changes with it and no messenger
 * keeps showing the old design under a new one's name.
 */
const DESIGN = "1";

export function previewCard(w: MailWords, hang: HangRow): PreviewCard {
  // The spec's cancel-by-rename marks the name "[CANCELLED]": on the image the badge says it.
  const cancelled = hang.isCancelled || isCancelledByRename(hang.name);
  const status: CardStatus = cancelled ? "cancelled" : hang.isFinalized ? "locked" : "planning";
  const name = status === "cancelled" ? bareName(hang.name) : hang.name;
  const count = proposedTimes(hang);
  const badge =
    status === "cancelled"
      ? w.t("preview.cancelledBadge")
      : status === "locked"
        ? w.t("preview.itsOnBadge")
        : count > 0
          ? w.t("preview.timesProposed", { count })
          : "";
  return {
    locale: w.locale,
    status,
    emoji: vibeEmoji(hang.vibe),
    vibe: w.vibeName(hang.vibe),
    name,
    when: status === "cancelled" ? "" : previewDates(w, hang),
    badge,
    host: w.t("preview.hostedBy", { host: hostFirstName(hang) }),
  };
}

/** Every text the image draws, in reading order: what a test reads instead of the pixels. */
export function cardTexts(card: PreviewCard): string[] {
  return [card.badge, card.emoji, card.vibe, card.name, card.when, card.host].filter(Boolean);
}

/**
 * A short hash of what is drawn: the image's version in its address and its ETag. Two languages,
 * or a renamed or rescheduled hang, draw differently and so get different versions.
 */
export function cardVersion(card: PreviewCard): string {
  return createHash("sha256")
    .update(JSON.stringify([DESIGN, card]))
    .digest("base64url")
    .slice(0, 16);
}
