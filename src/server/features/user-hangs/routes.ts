import { Hono } from "hono";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { deleteHostedHang } from "./mutations.ts";
import { listUserHangs } from "./queries.ts";

const SIGN_IN_REQUIRED = "Sign in to view your dashboard";

/** The signed-in person's hangs; rights by e-mail need an address the provider vouches for. */
export function userHangRoutes(ctx: ServerContext) {
  return new Hono()
    .use("*", async (c, next) => {
      if (!signedInUser(c)) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
      await next();
    })
    .get("/", async (c) => {
      const email = verifiedEmailFrom(c);
      return c.json(email ? await listUserHangs(ctx.db, email) : []);
    })
    .delete("/:id", async (c) => {
      // Only the session counts here: an edit token alone does not delete from the dashboard.
      const { verifiedEmail } = hostProofFrom(c);
      const result = await deleteHostedHang(ctx, c.req.param("id"), { verifiedEmail });
      return c.json({ deleted: true, notified: result.notified });
    });
}
