// What the API answers for place search, location suggestions, the server's health and readiness.
import { LOCATION_CATEGORIES } from "../location-rules.ts";
import { z } from "../zod.ts";
import { instant } from "./common.ts";

export const placeResultsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    rating: z.number().nullable(),
    source: z.literal("google"),
  }),
);

export const mapsKeySchema = z.object({ apiKey: z.string().nullable() });

export const locationSuggestionsSchema = z.array(
  z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    category: z.enum(LOCATION_CATEGORIES),
    vibe: z.string().nullable(),
    createdAt: instant,
  }),
);

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["embedded", "postgres"]) });

export const livenessSchema = z.object({ status: z.literal("alive") });

export const readinessSchema = z.object({
  status: z.enum(["ready", "draining", "degraded", "starting"]),
  checks: z.record(z.string(), z.string()).optional(),
});

/** Every compiled message of a language, by id. */
export const messagesSchema = z.record(z.string(), z.unknown());
