import { Hono } from "hono";
import { cancelHangSchema } from "../../../shared/cancel.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { getHangAsHost } from "../hangs/queries.ts";
import { hostHangView } from "../hangs/views.ts";
import { cancelHang } from "./mutations.ts";

export function cancelRoutes(ctx: ServerContext) {
  return new Hono().post("/:id/cancel", async (c) => {
    const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
    const input = parseWith(cancelHangSchema, await readJson(c));
    const result = await cancelHang(ctx, hang.id, input);
    return c.json({ ...hostHangView(result.hang, hostProofFrom(c)), notified: result.notified.length });
  });
}
