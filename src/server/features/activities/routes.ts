import { type Context, Hono } from "hono";
import { suggestionSchema, voteSchema } from "../../../shared/activity-schema.ts";
import { emailField } from "../../../shared/fields.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, responseSecretFrom, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import {
  addSuggestion,
  assertSuggestionsAllowed,
  castVote,
  removeSuggestion,
  removeVote,
} from "./mutations.ts";
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
  /** Whether an address is the one this request names (X-Voter-Email, else its session) and proves. */
  const mineTest = async (c: Context, hangId: string) => {
    const voter = claimedVoter(c) ?? verifiedEmailFrom(c);
    const proven = voter ? Boolean(await provesVoter(db, secrets, hangId, voter, proofFrom(c))) : false;
    return (email: string) => proven && email.toLowerCase() === voter?.toLowerCase();
  };
  return new Hono()
    .get("/:id/activity-suggestions", async (c) => {
      const hang = await getHang(db, c.req.param("id"));
      assertSuggestionsAllowed(hang);
      const view = isHostOf(hang, hostProofFrom(c)) ? hostSuggestionView : publicSuggestionView;
      const rows = await listSuggestions(db, hang.id);
      // Marked mine for whoever proves the address they suggested with: theirs to remove.
      const isMine = await mineTest(c, hang.id);
      return c.json([
        originalSuggestionView(hang),
        ...rows.map((row) => ({ ...view(row), mine: isMine(row.suggestedByEmail) })),
      ]);
    })
    .delete("/:id/activity-suggestions/:suggestionId", async (c) => {
      await removeSuggestion(ctx, c.req.param("id"), c.req.param("suggestionId"), proofFrom(c));
      return c.body(null, 204);
    })
    .delete("/:id/activity-votes/:suggestionId", async (c) => {
      const voter = claimedVoter(c) ?? verifiedEmailFrom(c);
      if (!voter) throw new AppError("bad_request", "Say whose vote this is (X-Voter-Email).");
      await removeVote(ctx, c.req.param("id"), c.req.param("suggestionId"), voter, proofFrom(c));
      return c.body(null, 204);
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
      const isMine = await mineTest(c, hang.id);
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
