import { Hono } from "hono";
import { guestResponseSchema } from "../../../shared/responses.ts";
import type { ServerContext } from "../../context.ts";
import { editTokenFrom, responseSecretFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { submitResponse, updateResponse } from "./mutations.ts";
import { getResponse, listResponses } from "./queries.ts";
import { fullResponseView, publicResponseView } from "./views.ts";

export function responseRoutes(ctx: ServerContext) {
  const { db, secrets } = ctx;
  return new Hono()
    .get("/:id/responses", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const rows = await listResponses(db, hang.id);
      const view = isHostOf(hang, editTokenFrom(c)) ? fullResponseView : publicResponseView;
      return c.json(rows.map(view));
    })
    .get("/:id/responses/:responseId", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      const row = await getResponse(db, hang.id, c.req.param("responseId"));
      if (!isHostOf(hang, editTokenFrom(c)) && !secrets.owns(row.id, responseSecretFrom(c))) {
        return c.json(publicResponseView(row));
      }
      return c.json(fullResponseView(row));
    })
    .post("/:id/responses", async (c) => {
      const input = parseWith(guestResponseSchema, await readJson(c));
      const result = await submitResponse(ctx, c.req.param("id"), input, responseSecretFrom(c));
      const body = { ...fullResponseView(result.response), secret: result.secret };
      return c.json(body, result.created ? 201 : 200);
    })
    .put("/:id/responses/:responseId", async (c) => {
      const input = parseWith(guestResponseSchema, await readJson(c));
      const secret = responseSecretFrom(c);
      if (!secret)
        throw new AppError("unauthorized", "Only the guest who answered can change this response.");
      const row = await updateResponse(ctx, c.req.param("id"), c.req.param("responseId"), input, secret);
      return c.json(fullResponseView(row));
    });
}
