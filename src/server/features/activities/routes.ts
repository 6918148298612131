import { type Context, Hono } from "hono";
import { suggestionSchema, voteSchema } from "../../../shared/activities.ts";
import { emailField } from "../../../shared/fields.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, responseSecretFrom, verifiedEmailFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { addSuggestion, assertSuggestionsAllowed, castVote } from "./mutations.ts";
import { listSuggestions, listVotes } from "./queries.ts";
import {
  hostSuggestionView,
  hostVoteView,
  originalSuggestionView,
  publicSuggestionView,
  publicVoteView,
} from "./views.ts";
import { provesVoter, type VoterProof } from "./voters.ts";

function proofFrom(c: Context): VoterProof {
  return {
    voterKey: c.req.header("x-voter-key") || undefined,
    responseSecret: responseSecretFrom(c),
    verifiedEmail: verifiedEmailFrom(c),
  };
}

/** The address a reader of votes says they are (X-Voter-Email), if it is one. */
function claimedVoter(c: Context): string | undefined {
  const parsed = emailField().safeParse(c.req.header("x-voter-email") ?? "");
  return parsed.success ? parsed.data : undefined;
}

export function activityRoutes(ctx: ServerContext) {
  const { db, secrets } = ctx;
  return new Hono()
    .get("/:id/activity-suggestions", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      assertSuggestionsAllowed(hang);
      const view = isHostOf(hang, hostProofFrom(c)) ? hostSuggestionView : publicSuggestionView;
      const rows = await listSuggestions(db, hang.id);
      return c.json([originalSuggestionView(hang), ...rows.map(view)]);
    })
    .post("/:id/activity-suggestions", ctx.limits.limit("suggest"), async (c) => {
      const input = parseWith(suggestionSchema, await readJson(c));
      const { suggestion, voterKey } = await addSuggestion(ctx, c.req.param("id"), input, proofFrom(c));
      return c.json({ ...publicSuggestionView(suggestion), voterKey }, 201);
    })
    .get("/:id/activity-votes", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      assertSuggestionsAllowed(hang);
      const votes = await listVotes(db, hang.id);
      if (isHostOf(hang, hostProofFrom(c))) return c.json(votes.map(hostVoteView));
      const voter = claimedVoter(c) ?? verifiedEmailFrom(c);
      const proven = voter ? Boolean(await provesVoter(db, secrets, hang.id, voter, proofFrom(c))) : false;
      const isMine = (email: string) => proven && email.toLowerCase() === voter?.toLowerCase();
      return c.json(votes.map((v) => publicVoteView(v, isMine(v.voterEmail))));
    })
    .post("/:id/activity-votes", ctx.limits.limit("vote"), async (c) => {
      const input = parseWith(voteSchema, await readJson(c));
      const result = await castVote(ctx, c.req.param("id"), input, proofFrom(c));
      return c.json(
        { ...publicVoteView(result.vote, true), voterKey: result.voterKey },
        result.created ? 201 : 200,
      );
    });
}
