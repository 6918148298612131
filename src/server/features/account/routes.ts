// People's data over HTTP: a signed-in person downloads it (GET /api/user/export) or deletes the
// account (DELETE /api/user, confirmed), and a guest erases their answer with its secret
// (DELETE /api/hangs/{id}/responses/{responseId}).
import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccountSchema, EXPORT_FILE_PREFIX, languageChoiceSchema } from "../../../shared/account.ts";
import { SESSION_COOKIE_PREFIX } from "../../auth/auth-names.ts";
import type { ServerContext } from "../../context.ts";
import { responseSecretFrom, type SignedInUser, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { deleteAccount, eraseGuestResponse, NOT_YOUR_ANSWER, saveLanguage } from "./mutations.ts";
import { accountExport } from "./queries.ts";

const SIGN_IN_FIRST = "Sign in to manage your account";

function requireUser(c: Context): SignedInUser {
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", SIGN_IN_FIRST);
  return user;
}

/** Mounted at /api/user. */
export function accountRoutes(ctx: ServerContext) {
  return new Hono()
    .get("/export", async (c) => {
      const user = requireUser(c);
      const data = await accountExport(ctx.db, user.id);
      const day = data.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="${EXPORT_FILE_PREFIX}-${day}.json"`);
      return c.json(data);
    })
    .put("/language", async (c) => {
      const user = requireUser(c);
      const { language } = parseWith(languageChoiceSchema, await readJson(c));
      await saveLanguage(ctx.db, user.id, language);
      return c.json({ language });
    })
    .delete("/", async (c) => {
      const user = requireUser(c);
      parseWith(deleteAccountSchema, await readJson(c));
      const deleted = await deleteAccount(ctx, user.id);
      // The session row went with the account; the browser's cookie goes too.
      const secure = ctx.config.publicUrl.startsWith("https://");
      deleteCookie(c, `${SESSION_COOKIE_PREFIX}.session_token`, {
        path: "/",
        ...(secure ? { prefix: "secure" } : {}),
      });
      return c.json({ deleted: true, ...deleted });
    });
}

/** Mounted at /api/hangs. */
export function guestErasureRoutes(ctx: ServerContext) {
  return new Hono().delete("/:id/responses/:responseId", ctx.limits.limit("changeAnswer"), async (c) => {
    const proof = { secret: responseSecretFrom(c), verifiedEmail: verifiedEmailFrom(c) };
    if (!proof.secret && !proof.verifiedEmail) throw new AppError("unauthorized", NOT_YOUR_ANSWER);
    await eraseGuestResponse(ctx, c.req.param("id"), c.req.param("responseId"), proof);
    return c.body(null, 204);
  });
}
