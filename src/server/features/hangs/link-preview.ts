// What a messenger shows when someone pastes a hang's link: the page title, the Open Graph and
// Twitter card tags and a large image of the hang (features/link-preview). Only what the guest page
// itself shows anyone: the name, the host's first name, the vibe and the dates. No e-mail, no
// guests, no place.
import { html } from "hono/html";
import { CANCELLED_PREFIX } from "../../../shared/cancel.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "../link-preview/card-layout.ts";
import { previewCard } from "../link-preview/card-text.ts";
import { previewImageUrl } from "../link-preview/image-address.ts";
import { hostFirstName, previewDates } from "../link-preview/preview-dates.ts";

export function previewText(w: MailWords, hang: HangRow): { title: string; description: string } {
  const host = hostFirstName(hang);
  const vibe = `${w.vibeName(hang.vibe)} ${vibeEmoji(hang.vibe)}`.trim();
  if (hang.isCancelled) {
    const title = hang.name.startsWith(CANCELLED_PREFIX) ? hang.name : `${CANCELLED_PREFIX} ${hang.name}`;
    return { title, description: w.t("preview.cancelled", { host, vibe }) };
  }
  const dates = previewDates(w, hang);
  const when = hang.isFinalized
    ? w.t("preview.itsOn", { dates })
    : dates
      ? w.t("preview.whichTimes", { dates })
      : "";
  return {
    title: hang.name,
    description: when
      ? w.t("preview.invitesWhen", { host, vibe, when })
      : w.t("preview.invites", { host, vibe }),
  };
}

/**
 * The tags for `<head>`, every value escaped; `url` is the page's own address. The page's
 * `<html lang>` and og:locale (http/index-html.ts) are the language of `w`.
 */
export function linkPreviewTags(w: MailWords, hang: HangRow, url: string): string {
  const { title, description } = previewText(w, hang);
  const image = previewImageUrl(url, previewCard(w, hang));
  const alt = w.t("preview.imageAlt", { name: title, description });
  return html`<title>${title} · Hangs</title>
<meta property="og:type" content="website">
<meta property="og:site_name" content="Hangs">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${image}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${CARD_WIDTH}">
<meta property="og:image:height" content="${CARD_HEIGHT}">
<meta property="og:image:alt" content="${alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image}">
<meta name="twitter:image:alt" content="${alt}">
<meta name="description" content="${description}">`.toString();
}
