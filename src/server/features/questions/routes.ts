// GET /api/hangs/{id}/question-answers: the answers to the host's questions a page at a time — all
// of them for the host, those to "everyone sees" questions for anyone else.
import { Hono } from "hono";
import { questionAnswersPageQuery } from "../../../shared/question-schema.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { parseWith } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { questionAnswersPage } from "./queries.ts";

export function questionRoutes({ db }: ServerContext) {
  return new Hono().get("/:id/question-answers", async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    const paging = parseWith(questionAnswersPageQuery, c.req.query());
    const audience = isHostOf(hang, hostProofFrom(c)) ? "all" : "public";
    return c.json(await questionAnswersPage(db, hang, audience, paging));
  });
}
