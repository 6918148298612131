// Activity suggestions and votes as the server and the suggestion dialog check them.
import {
  ACTIVITY_DESCRIPTION_REQUIRED,
  ACTIVITY_REQUIRED,
  IDENTITY_REQUIRED,
  VOTE_TYPES,
} from "./activities.ts";
import { emailField, optionalText, requiredText } from "./fields.ts";
import { z } from "./zod.ts";

const personName = requiredText(IDENTITY_REQUIRED, 100).refine((n) => n.toLowerCase() !== "guest", {
  message: IDENTITY_REQUIRED,
});

export const suggestionSchema = z
  .object({
    suggestedBy: personName,
    suggestedByEmail: emailField(),
    vibe: z
      .string({ error: ACTIVITY_REQUIRED.title })
      .trim()
      .min(1, ACTIVITY_REQUIRED.title)
      .max(100, "Activity must be at most 100 characters"),
    customActivity: optionalText(100),
    description: optionalText(500),
  })
  .refine((s) => s.vibe !== "other" || s.customActivity !== null, {
    message: ACTIVITY_DESCRIPTION_REQUIRED.title,
    path: ["customActivity"],
  })
  // A named vibe needs no custom text; keep none so the stored row says one thing.
  .transform((s) => (s.vibe === "other" ? s : { ...s, customActivity: null }));
export type SuggestionInput = z.input<typeof suggestionSchema>;
export type Suggestion = z.output<typeof suggestionSchema>;

export const voteSchema = z.object({
  suggestionId: z.string({ error: "Choose a suggestion" }).min(1, "Choose a suggestion").max(64),
  voterName: personName,
  voterEmail: emailField(),
  voteType: z.enum(VOTE_TYPES, { error: "Vote love, up or down" }),
});
export type VoteInput = z.input<typeof voteSchema>;
export type Vote = z.output<typeof voteSchema>;
