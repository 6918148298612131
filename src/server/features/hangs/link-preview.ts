// What a messenger shows when someone pastes a hang's link: the page title and the Open Graph and
// Twitter card tags. Only what the guest page itself shows anyone: the name, the host's first name,
// the vibe and the dates. No e-mail, no guests, no place.
import { html } from "hono/html";
import { CANCELLED_PREFIX } from "../../../shared/cancel.ts";
import { formatInstant } from "../../../shared/dashboard-dates.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import type { HangRow } from "../../db/schema.ts";

const SHOWN_DATES = 3;

function shortDay(ymd: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${ymd}T12:00:00Z`));
}

/** "Fri, Mar 5, Sat, Mar 6 or Sun, Mar 7 (+2 more)": the candidate days, or the final time. */
export function previewDates(hang: HangRow): string {
  const zone = hang.hostTimezone ?? "UTC";
  if (hang.isFinalized && hang.finalDateTime) return formatInstant(hang.finalDateTime, zone);
  const days =
    hang.timeSlots.length > 0
      ? [...new Set([...hang.timeSlots].map((slot) => slot.date).sort())].map(shortDay)
      : readTimeWindows(hang.timeWindows, "");
  const shown = days.slice(0, SHOWN_DATES);
  const more = days.length - shown.length;
  const listed = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}` : (shown[0] ?? "");
  return more > 0 ? `${listed} (+${more} more)` : listed;
}

export function previewText(hang: HangRow): { title: string; description: string } {
  const host = hang.hostName.trim().split(/\s+/)[0] ?? hang.hostName;
  const vibe = `${vibeLabel(hang.vibe)} ${vibeEmoji(hang.vibe)}`.trim();
  if (hang.isCancelled) {
    const title = hang.name.startsWith(CANCELLED_PREFIX) ? hang.name : `${CANCELLED_PREFIX} ${hang.name}`;
    return { title, description: `${host} cancelled this hang (${vibe}).` };
  }
  const dates = previewDates(hang);
  const when = hang.isFinalized ? `It's on: ${dates}.` : dates ? `Which times work for you? ${dates}.` : "";
  return { title: hang.name, description: `${host} invites you: ${vibe}. ${when}`.trim() };
}

/** The tags for `<head>`, every value escaped; `url` is the page's own address. */
export function linkPreviewTags(hang: HangRow, url: string): string {
  const { title, description } = previewText(hang);
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
