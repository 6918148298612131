// A signed-in person's personal access tokens: GET lists them, POST creates one (its token answered
// this once), DELETE /{id} revokes one. Only a session manages tokens: a token cannot mint tokens
// (the bearer check refuses it before it gets here).
import { type Context, Hono } from "hono";
import { createTokenSchema, SIGN_IN_FOR_TOKENS } from "../../../shared/access-tokens.ts";
import type { ServerContext } from "../../context.ts";
import { type SignedInUser, signedInUser } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { createToken, revokeToken } from "./mutations.ts";
import { listTokens } from "./queries.ts";
import { tokenView } from "./views.ts";

function requireUser(c: Context): SignedInUser {
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", SIGN_IN_FOR_TOKENS);
  return user;
}

/** Mounted at /api/account/tokens. */
export function accessTokenRoutes(ctx: ServerContext) {
  return new Hono()
    .get("/", async (c) => {
      const user = requireUser(c);
      return c.json((await listTokens(ctx.db, user.id)).map(tokenView));
    })
    .post("/", async (c) => {
      const user = requireUser(c);
      const input = parseWith(createTokenSchema, await readJson(c));
      return c.json(await createToken(ctx.db, user.id, input, ctx.clock.now()), 201);
    })
    .delete("/:tokenId", async (c) => {
      const user = requireUser(c);
      await revokeToken(ctx.db, user.id, c.req.param("tokenId"), ctx.clock.now());
      return c.body(null, 204);
    });
}
