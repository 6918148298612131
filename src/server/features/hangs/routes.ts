import { Hono } from "hono";
import { createHangSchema, editHangSchema, heldHangsSchema } from "../../../shared/hang.ts";
import { assertMayHost } from "../../auth/may-host.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { assertCanPlanForGroup } from "../groups/queries.ts";
import { createHang, editHang } from "./mutations.ts";
import { getHang, getHangAsHost, hangsHeldBy, isHostOf } from "./queries.ts";
import { editableHangView, heldHangView, hostHangView, publicHangView } from "./views.ts";

export function hangRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return (
    new Hono()
      .post("/", ctx.limits.limit("createHang"), async (c) => {
        assertMayHost(c, ctx.config.access);
        const input = parseWith(createHangSchema, await readJson(c));
        if (input.groupId) await assertCanPlanForGroup(db, input.groupId, c);
        const hang = await createHang(ctx, input);
        return c.json(hostHangView(hang), 201);
      })
      // A POST so the tokens travel in the body, never in a URL or a log line.
      .post("/held", async (c) => {
        const { hangs } = parseWith(heldHangsSchema, await readJson(c));
        return c.json((await hangsHeldBy(db, hangs)).map(heldHangView));
      })
      .get("/:id", async (c) => {
        const hang = await getHang(db, c.req.param("id"));
        const proof = hostProofFrom(c);
        const view = isHostOf(hang, proof) ? hostHangView(hang, proof) : publicHangView(hang);
        return c.json(view);
      })
      .get("/:id/edit", async (c) => {
        const hang = await getHangAsHost(db, c.req.param("id"), hostProofFrom(c));
        return c.json(editableHangView(hang));
      })
      .put("/:id/edit", async (c) => {
        const hang = await getHangAsHost(db, c.req.param("id"), hostProofFrom(c));
        const input = parseWith(editHangSchema, await readJson(c));
        const { hang: updated, rePolled } = await editHang(ctx, hang.id, input);
        return c.json({ ...hostHangView(updated, hostProofFrom(c)), rePolled: rePolled.length });
      })
  );
}
