// The host's list of nudges: for each invitee who has not answered, the nudges sent and the next
// one planned (GET /api/hangs/{id}/nudges).
import { Hono } from "hono";
import type { NudgeStep } from "../../../shared/answer-by.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { getHangAsHost } from "../hangs/queries.ts";
import { nudgesFor } from "./mutations.ts";
import { optedOutOfEverything, optOutsOf, sentNudges, stillWaiting } from "./queries.ts";

export function nudgeRoutes(ctx: ServerContext) {
  return new Hono().get("/:id/nudges", async (c) => {
    const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
    const now = ctx.clock.now();
    const waiting = await stillWaiting(ctx.db, hang);
    const sent = await sentNudges(ctx.db, hang.id);
    const silenced = await optedOutOfEverything(
      ctx.db,
      waiting.map((p) => p.email),
    );
    const people = await Promise.all(
      waiting.map(async (person) => {
        const key = person.email.toLowerCase();
        const stopped = silenced.has(key) || (await optOutsOf(ctx.db, hang.id, person.email)).thisHang;
        const next = stopped ? undefined : (await nudgesFor(ctx.db, hang, person, now))[0];
        return {
          email: person.email,
          sent: sent
            .filter((s) => s.email.toLowerCase() === key)
            .map((s) => ({ step: s.step as NudgeStep, at: s.sentAt.toISOString() }))
            .sort((a, b) => a.at.localeCompare(b.at)),
          next: next ? { step: next.step, at: next.at.toISOString() } : null,
          stopped,
        };
      }),
    );
    return c.json({ nudges: hang.nudges, people });
  });
}
