// GET /api/places/search?q= (server-side place search) and GET /api/google-maps-key (spec §7).
import { Hono } from "hono";
import { isSearchable, placeSearchQuerySchema } from "../../../shared/location.ts";
import type { ServerContext } from "../../context.ts";
import { clientAddress } from "../../http/client-address.ts";
import { parseWith } from "../../http/errors.ts";
import { log as logger } from "../../log.ts";
import { searchPlaces } from "./google-places.ts";

export function placeRoutes({ config, limits }: ServerContext) {
  const { apiKey, apiUrl } = config.places;
  const log = (message: string) => logger.error({ event: "place_search_failed" }, message);
  return new Hono()
    .get("/places/search", async (c) => {
      const { q } = parseWith(placeSearchQuerySchema, c.req.query());
      // Short text and a missing key answer "no results" without calling out (spec "Silent handling").
      if (!apiKey || !isSearchable(q)) return c.json([]);
      await limits.consume("placeSearch", { address: clientAddress(c, config.trustProxy) });
      return c.json(await searchPlaces({ apiKey, apiUrl, log }, q));
    })
    .get("/google-maps-key", (c) => c.json({ apiKey: apiKey ?? null }));
}
