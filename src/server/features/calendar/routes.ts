// GET /api/hangs/{id}/calendar.ics: the hang as an RFC 5545 event for Apple Calendar and Outlook,
// with one UID per hang so a later download updates the same entry, and a cancelled hang's download
// cancels it. Public: no guest's or host's e-mail inside.
import { Hono } from "hono";
import { buildIcs, hangEventUid } from "../../../shared/calendar.ts";
import { hangCalendarEvent } from "../../../shared/hang-event.ts";
import { knowsTimeZone } from "../../../shared/intl-formats.ts";
import type { ServerContext } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { hangOrganizer } from "../../mail/calendar-invite.ts";
import { mailWords } from "../../mail/words.ts";
import { getHang } from "../hangs/queries.ts";

/** "Taco night!" → "taco-night.ics" */
function fileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
  return `${slug || "hang"}.ics`;
}

export function calendarRoutes({ db, config }: ServerContext) {
  const domain = new URL(config.publicUrl).hostname;
  // The entry's texts are in the language of the page it is downloaded from.
  return new Hono().get("/:id/calendar.ics", requestLanguage(config), async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    const tz = c.req.query("tz");
    const hangUrl = `${config.publicUrl}/hang/${hang.id}`;
    const event = hangCalendarEvent(hang, {
      hangUrl,
      slot: c.req.query("slot"),
      viewerZone: tz && knowsTimeZone(tz) ? tz : undefined,
      words: mailWords(languageOf(c)).event,
    });
    if (!event) throw new AppError("not_found", "This hang has no time to add to a calendar yet.");
    const ics = buildIcs({
      ...event,
      // Cancelling raised the version, so the cancellation outranks the entry it replaces.
      method: hang.isCancelled ? "CANCEL" : "PUBLISH",
      uid: hangEventUid(hang.id, domain),
      sequence: hang.version,
      url: hangUrl,
      // A cancellation names the organizer the mailed invite named (iTIP asks for one).
      ...(hang.isCancelled ? { organizer: hangOrganizer(hang, domain) } : {}),
    });
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${fileName(hang.name)}"`);
    return c.body(ics);
  });
}
