// The host's "Add someone's answer" (decision 0068): list, add, change and remove the answers they
// entered. Host only (edit token or the host's session), limited like the guests' own writes.
import { type Context, Hono } from "hono";
import { hostAnswerSchema } from "../../../shared/host-answers.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { getHangAsHost } from "../hangs/queries.ts";
import { fullResponseView } from "../responses/views.ts";
import { changeEnteredAnswer, enterAnswer, removeEnteredAnswer } from "./mutations.ts";
import { enteredAnswers } from "./queries.ts";

export function hostAnswerRoutes(ctx: ServerContext) {
  const { db } = ctx;
  const asHost = (c: Context) => getHangAsHost(db, c.req.param("id") ?? "", hostProofFrom(c));
  return new Hono()
    .get("/:id/host-answers", async (c) => {
      const hang = await asHost(c);
      return c.json((await enteredAnswers(db, hang.id)).map(fullResponseView));
    })
    .post("/:id/host-answers", ctx.limits.limit("answer"), requestLanguage(ctx.config), async (c) => {
      const hang = await asHost(c);
      const input = parseWith(hostAnswerSchema, await readJson(c));
      const row = await enterAnswer(ctx, hang.id, input, languageOf(c));
      return c.json(fullResponseView(row), 201);
    })
    .put("/:id/host-answers/:responseId", ctx.limits.limit("changeAnswer"), async (c) => {
      const hang = await asHost(c);
      const input = parseWith(hostAnswerSchema, await readJson(c));
      const row = await changeEnteredAnswer(ctx, hang.id, c.req.param("responseId"), input);
      return c.json(fullResponseView(row));
    })
    .delete("/:id/host-answers/:responseId", ctx.limits.limit("changeAnswer"), async (c) => {
      const hang = await asHost(c);
      await removeEnteredAnswer(ctx, hang.id, c.req.param("responseId"), ctx.clock.now());
      return c.body(null, 204);
    });
}
