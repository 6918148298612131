import { Hono } from "hono";
import { hostEntryOf, markAddedByHost } from "../../../shared/host-answers.ts";
import {
  type GuestName,
  NAMES_PAGE_SIZE,
  namesPageQuery,
  type ResponsesSummary,
  STILL_WAITING_SHOWN,
  summarizeResponses,
} from "../../../shared/summary.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { heldByHostIds } from "../host-answers/queries.ts";
import { responsesPage } from "../responses/queries.ts";
import { summaryRows, unansweredInvitees } from "./queries.ts";
import { guestNameFor, summaryRowFor } from "./views.ts";

export function summaryRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono()
    .get("/:id/summary", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const isHost = isHostOf(hang, hostProofFrom(c));
      const [rows, waiting, heldByHost] = await Promise.all([
        summaryRows(db, hang.id, hang.timeSlots.map(slotKey), hang.maxCapacity != null),
        isHost ? unansweredInvitees(db, hang.id) : undefined,
        heldByHostIds(db, hang.id),
      ]);
      const summary = summarizeResponses(hang, rows.map(summaryRowFor(isHost)), c.req.query("response"));
      markAddedByHost(namesIn(summary), heldByHost);
      if (waiting) {
        summary.stillWaiting = { count: waiting.length, emails: waiting.slice(0, STILL_WAITING_SHOWN) };
      }
      return c.json(summary);
    })
    .get("/:id/summary/names", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const filter = parseWith(namesPageQuery, c.req.query());
      const page = await responsesPage(db, hang.id, { ...filter, limit: NAMES_PAGE_SIZE });
      const names = page.rows.map(guestNameFor(isHostOf(hang, hostProofFrom(c))));
      markAddedByHost(
        names,
        new Set(page.rows.filter((row) => hostEntryOf(row) === "host").map((row) => row.id)),
      );
      return c.json({
        names,
        nextCursor: page.nextCursor,
      });
    });
}

/** Every name a summary shows (the first few of each group). */
function namesIn(summary: ResponsesSummary): GuestName[] {
  const groups = [
    ...summary.slots.flatMap((slot) => [slot.yes, slot.maybe, slot.no]),
    summary.everyone,
    ...(summary.rsvp ? [summary.rsvp.confirmed, summary.rsvp.waitlist] : []),
  ];
  return groups.flatMap((group) => group.first);
}
