// GET /api/location-suggestions?vibe= : the operator's local suggestions for the location dialog.
import { Hono } from "hono";
import { suggestionsQuerySchema } from "../../../shared/location.ts";
import type { ServerContext } from "../../context.ts";
import { parseWith } from "../../http/errors.ts";
import { listSuggestions } from "./queries.ts";

export function locationSuggestionRoutes({ db }: ServerContext) {
  return new Hono().get("/", async (c) => {
    const { vibe } = parseWith(suggestionsQuerySchema, c.req.query());
    return c.json(await listSuggestions(db, vibe));
  });
}
