import { Hono } from "hono";
import { createHangSchema, editHangSchema } from "../../../shared/hang.ts";
import type { ServerContext } from "../../context.ts";
import { editTokenFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { createHang, editHang } from "./mutations.ts";
import { getHang, getHangAsHost, isHostOf } from "./queries.ts";
import { editableHangView, hostHangView, publicHangView } from "./views.ts";

export function hangRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono()
    .post("/", async (c) => {
      const input = parseWith(createHangSchema, await readJson(c));
      const hang = await createHang(db, input);
      return c.json(hostHangView(hang), 201);
    })
    .get("/:id", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const view = isHostOf(hang, editTokenFrom(c)) ? hostHangView(hang) : publicHangView(hang);
      return c.json(view);
    })
    .get("/:id/edit", async (c) => {
      const hang = await getHangAsHost(db, c.req.param("id"), editTokenFrom(c));
      return c.json(editableHangView(hang));
    })
    .put("/:id/edit", async (c) => {
      const hang = await getHangAsHost(db, c.req.param("id"), editTokenFrom(c));
      const input = parseWith(editHangSchema, await readJson(c));
      const { hang: updated, rePolled } = await editHang(ctx, hang.id, input);
      return c.json({ ...hostHangView(updated), rePolled: rePolled.length });
    });
}
