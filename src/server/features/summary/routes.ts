import { Hono } from "hono";
import {
  NAMES_PAGE_SIZE,
  namesPageQuery,
  STILL_WAITING_SHOWN,
  summarizeResponses,
} from "../../../shared/summary.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { responsesPage } from "../responses/queries.ts";
import { summaryRows, unansweredInvitees } from "./queries.ts";
import { guestNameFor, summaryRowFor } from "./views.ts";

export function summaryRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono()
    .get("/:id/summary", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const isHost = isHostOf(hang, hostProofFrom(c));
      const [rows, waiting] = await Promise.all([
        summaryRows(db, hang.id, hang.timeSlots.map(slotKey)),
        isHost ? unansweredInvitees(db, hang.id) : undefined,
      ]);
      const summary = summarizeResponses(hang, rows.map(summaryRowFor(isHost)), c.req.query("response"));
      if (waiting) {
        summary.stillWaiting = { count: waiting.length, emails: waiting.slice(0, STILL_WAITING_SHOWN) };
      }
      return c.json(summary);
    })
    .get("/:id/summary/names", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const filter = parseWith(namesPageQuery, c.req.query());
      const page = await responsesPage(db, hang.id, { ...filter, limit: NAMES_PAGE_SIZE });
      return c.json({
        names: page.rows.map(guestNameFor(isHostOf(hang, hostProofFrom(c)))),
        nextCursor: page.nextCursor,
      });
    });
}
