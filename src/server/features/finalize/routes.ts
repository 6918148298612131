import { Hono } from "hono";
import { finalizeSchema } from "../../../shared/finalize-schema.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { getHangAsHost } from "../hangs/queries.ts";
import { hostHangView } from "../hangs/views.ts";
import { finalizeHang } from "./mutations.ts";
import { inviteHolders } from "./queries.ts";

export function finalizeRoutes(ctx: ServerContext) {
  return (
    new Hono()
      .post("/:id/finalize", async (c) => {
        const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
        const input = parseWith(finalizeSchema, await readJson(c));
        const result = await finalizeHang(ctx, hang.id, input);
        return c.json({ ...hostHangView(result.hang, hostProofFrom(c)), notified: result.notified.length });
      })
      // For the host's success view: how many guests hold the invite.
      .get("/:id/notified", async (c) => {
        const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
        return c.json({ notified: (await inviteHolders(ctx.db, hang.id)).length });
      })
  );
}
