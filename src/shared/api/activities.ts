// What the API answers about activity suggestions, votes and the bring list.
import { VOTE_TYPES } from "../activities.ts";
import { z } from "../zod.ts";
import { instant } from "./common.ts";

const suggestionFields = {
  id: z.string().describe('A suggestion id, or "original" for the hang\'s own activity.'),
  suggestedBy: z.string(),
  vibe: z.string(),
  customActivity: z.string().nullable(),
  description: z.string().nullable(),
  isOriginal: z.boolean(),
  createdAt: instant,
};

export const suggestionListSchema = z.array(
  z.object({
    ...suggestionFields,
    suggestedByEmail: z.string().optional().describe("The host's view only."),
    mine: z.boolean().optional(),
  }),
);

/** A new suggestion; `voterKey` lets its browser vote and remove it without signing in. */
export const newSuggestionSchema = z.object({ ...suggestionFields, voterKey: z.string().optional() });

const voteFields = {
  id: z.uuid(),
  suggestionId: z.string(),
  voteType: z.enum(VOTE_TYPES),
  mine: z.boolean(),
  createdAt: instant,
};

export const voteListSchema = z.array(
  z.object({ ...voteFields, voterName: z.string().optional(), voterEmail: z.string().optional() }),
);

export const castVoteSchema = z.object({ ...voteFields, voterKey: z.string().optional() });

const bringClaimSchema = z.object({ id: z.uuid(), responseId: z.uuid(), name: z.string() });

export const bringItemViewSchema = z
  .object({ id: z.uuid(), name: z.string(), quantity: z.int(), claims: z.array(bringClaimSchema) })
  .meta({ id: "BringItem" });

export const changedBringItemSchema = z.object({ id: z.uuid(), name: z.string(), quantity: z.int() });

export const newBringClaimSchema = z.object({ id: z.uuid(), itemId: z.uuid(), responseId: z.uuid() });
