// GET /api/places/search?q= (server-side place search) and GET /api/google-maps-key (spec §7).
import { Hono } from "hono";
import { isSearchable, placeSearchQuerySchema } from "../../../shared/location.ts";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { AppError, parseWith } from "../../http/errors.ts";
import { searchPlaces } from "./google-places.ts";
import { searchLimiter } from "./search-limit.ts";

export function placeRoutes({ config }: ServerContext) {
  const { apiKey, apiUrl } = config.places;
  const limiter = searchLimiter();
  const log = config.logLevel === "silent" ? undefined : (message: string) => console.error(message);
  return new Hono()
    .get("/places/search", async (c) => {
      const { q } = parseWith(placeSearchQuerySchema, c.req.query());
      // Short text and a missing key answer "no results" without calling out (spec "Silent handling").
      if (!apiKey || !isSearchable(q)) return c.json([]);
      if (!limiter.allow(clientAddress(c, config.trustProxy))) {
        throw new AppError("rate_limited", "Too many place searches. Try again in a minute.");
      }
      return c.json(await searchPlaces({ apiKey, apiUrl, log }, q));
    })
    .get("/google-maps-key", (c) => c.json({ apiKey: apiKey ?? null }));
}
