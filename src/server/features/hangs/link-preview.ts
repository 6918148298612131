// What a messenger shows when someone pastes a hang's link: the page title and the Open Graph and
// Twitter card tags. Only what the guest page itself shows anyone: the name, the host's first name,
// the vibe and the dates. No e-mail, no guests, no place.
import { html } from "hono/html";
import { CANCELLED_PREFIX } from "../../../shared/cancel.ts";
import { formatInstant } from "../../../shared/dashboard-dates.ts";
import { intlLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";

const SHOWN_DATES = 3;

function shortDay(ymd: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${ymd}T12:00:00Z`));
}

/** "Fri, Mar 5, Sat, Mar 6 or Sun, Mar 7 (+2 more)": the candidate days, or the final time. */
export function previewDates(w: MailWords, hang: HangRow): string {
  const zone = hang.hostTimezone ?? "UTC";
  const locale = w.locale === "en" ? "en-US" : intlLocale(w.locale);
  const inLocale = (text: string) => (w.locale === PSEUDO_LOCALE ? pseudoText(text) : text);
  if (hang.isFinalized && hang.finalDateTime)
    return inLocale(formatInstant(hang.finalDateTime, zone, locale));
  const days =
    hang.timeSlots.length > 0
      ? [...new Set([...hang.timeSlots].map((slot) => slot.date).sort())].map((d) =>
          inLocale(shortDay(d, locale)),
        )
      : readTimeWindows(hang.timeWindows, "");
  const shown = days.slice(0, SHOWN_DATES);
  const more = days.length - shown.length;
  const listed =
    shown.length > 1
      ? w.t("preview.orLast", { list: shown.slice(0, -1).join(", "), last: shown.at(-1)! })
      : (shown[0] ?? "");
  return more > 0 ? w.t("preview.more", { listed, more }) : listed;
}

export function previewText(w: MailWords, hang: HangRow): { title: string; description: string } {
  const host = hang.hostName.trim().split(/\s+/)[0] ?? hang.hostName;
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

/** The tags for `<head>`, every value escaped; `url` is the page's own address. */
export function linkPreviewTags(w: MailWords, hang: HangRow, url: string): string {
  const { title, description } = previewText(w, hang);
  return html`<title>${title} · Hangs</title>
<meta property="og:type" content="website">
<meta property="og:site_name" content="Hangs">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="description" content="${description}">`.toString();
}
