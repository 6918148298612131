// Where a hang happens: the rules and shapes are in location-rules.ts (no zod, for the browser);
// the server's query schemas are built on them here.
import { MAX_SEARCH_LENGTH } from "./location-rules.ts";
import { z } from "./zod.ts";

export * from "./location-rules.ts";

export const placeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
    .default(""),
});

export const suggestionsQuerySchema = z.object({
  vibe: z
    .string()
    .trim()
    .max(100, "Vibe must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
});
