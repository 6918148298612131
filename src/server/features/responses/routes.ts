import { type Context, Hono } from "hono";
import { guestResponseSchema } from "../../../shared/response-schema.ts";
import { responsesPageQuery } from "../../../shared/summary.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, responseSecretFrom, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { invitationKeyFrom, invitedAddress } from "../invitations/invitation-proof.ts";
import { withQuestionAnswers } from "../questions/queries.ts";
import {
  type GuestProof,
  markAddressProven,
  ownsResponse,
  submitResponse,
  updateResponse,
} from "./mutations.ts";
import { findResponseByEmail, getResponse, responsesPage } from "./queries.ts";
import { fullResponseView, publicResponseView } from "./views.ts";

function guestProofFrom(c: Context): GuestProof {
  return { secret: responseSecretFrom(c), verifiedEmail: verifiedEmailFrom(c) };
}

/** As guestProofFrom, with the address of the personal invitation the page was opened from. */
async function answerProofFrom(ctx: ServerContext, c: Context): Promise<GuestProof> {
  const invitedEmail = await invitedAddress(
    ctx.db,
    ctx.secrets,
    c.req.param("id") ?? "",
    invitationKeyFrom(c),
  );
  return { ...guestProofFrom(c), ...(invitedEmail ? { invitedEmail } : {}) };
}

export function responseRoutes(ctx: ServerContext) {
  const { db, secrets } = ctx;
  // An answer records the language its page was in: the guest's mail about the hang comes in it.
  const language = requestLanguage(ctx.config);
  return (
    new Hono()
      .get("/:id/responses", async (c) => {
        const hang = await getHang(db, c.req.param("id"));
        const paging = parseWith(responsesPageQuery, c.req.query());
        const page = await responsesPage(db, hang.id, paging);
        const view = isHostOf(hang, hostProofFrom(c)) ? fullResponseView : publicResponseView;
        // The spec's array stays the body; further pages are linked as GitHub's API does.
        if (page.nextCursor) {
          const next = new URL(c.req.url);
          next.searchParams.set("cursor", page.nextCursor);
          next.searchParams.set("limit", String(paging.limit));
          c.header("Link", `<${next.pathname}${next.search}>; rel="next"`);
        }
        const whose = view === fullResponseView ? "all" : "public";
        return c.json(await withQuestionAnswers(db, hang, page.rows.map(view), whose));
      })
      // A signed-in guest's own answer, found by their verified e-mail, from any device. (Not
      // /responses/mine: a fixed name beside /responses/:responseId costs every request Hono's
      // fastest router.)
      .get("/:id/my-response", async (c) => {
        const hang = await getHang(db, c.req.param("id"));
        const email = verifiedEmailFrom(c);
        const row = email ? await findResponseByEmail(db, hang.id, email) : undefined;
        // Signed in with the address of an answer the host entered: it is theirs now (decision 0068).
        if (row?.enteredByHostAt && !row.takenOverAt) await markAddressProven(db, row);
        return c.json(row ? (await withQuestionAnswers(db, hang, [fullResponseView(row)], "all"))[0] : null);
      })
      .get("/:id/responses/:responseId", async (c) => {
        const hang = await getHang(db, c.req.param("id"));
        const row = await getResponse(db, hang.id, c.req.param("responseId"));
        const proof = guestProofFrom(c);
        // The page opened from the link mailed to the answer's address reads it with that link's key.
        if (secrets.provesAddress(row.id, row.guestEmail, proof.secret)) await markAddressProven(db, row);
        if (!isHostOf(hang, hostProofFrom(c)) && !ownsResponse(secrets, row, proof)) {
          return c.json((await withQuestionAnswers(db, hang, [publicResponseView(row)], "public"))[0]);
        }
        return c.json((await withQuestionAnswers(db, hang, [fullResponseView(row)], "all"))[0]);
      })
      .post("/:id/responses", ctx.limits.limit("answer"), language, async (c) => {
        const input = { ...parseWith(guestResponseSchema, await readJson(c)), language: languageOf(c) };
        const result = await submitResponse(ctx, c.req.param("id"), input, await answerProofFrom(ctx, c));
        const [view] = await withQuestionAnswers(db, null, [fullResponseView(result.response)], "all");
        const body = { ...view, secret: result.secret };
        return c.json(body, result.created ? 201 : 200);
      })
      .put("/:id/responses/:responseId", ctx.limits.limit("changeAnswer"), language, async (c) => {
        const input = { ...parseWith(guestResponseSchema, await readJson(c)), language: languageOf(c) };
        const proof = await answerProofFrom(ctx, c);
        if (!proof.secret && !proof.verifiedEmail && !proof.invitedEmail)
          throw new AppError("unauthorized", "Only the guest who answered can change this response.");
        const row = await updateResponse(ctx, c.req.param("id"), c.req.param("responseId"), input, proof);
        return c.json((await withQuestionAnswers(db, null, [fullResponseView(row)], "all"))[0]);
      })
  );
}
