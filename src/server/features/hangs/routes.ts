import { Hono } from "hono";
import { createHangSchema, editHangSchema, heldHangsSchema } from "../../../shared/hang.ts";
import { assertMayHost } from "../../auth/may-host.ts";
import type { ServerContext } from "../../context.ts";
import {
  editTokenFrom,
  hostProofFrom,
  sameEmail,
  signedInUser,
  verifiedEmailFrom,
} from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { assertCanPlanForGroup } from "../groups/queries.ts";
import { attachHangToAccount, createHang, editHang } from "./mutations.ts";
import { getHang, getHangAsHost, hangsHeldBy, isHostOf } from "./queries.ts";
import { editableHangView, heldHangView, hostHangView, publicHangView } from "./views.ts";

export function hangRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return (
    new Hono()
      // The language the hang is created in is its invitees' until they answer in their own.
      .post("/", ctx.limits.limit("createHang"), requestLanguage(ctx.config), async (c) => {
        assertMayHost(c, ctx.config.access);
        const input = { ...parseWith(createHangSchema, await readJson(c)), language: languageOf(c) };
        if (input.groupId) await assertCanPlanForGroup(db, input.groupId, c);
        const hostProven = sameEmail(verifiedEmailFrom(c), input.hostEmail);
        const hang = await createHang(ctx, input, ctx.clock.now(), hostProven);
        return c.json(hostHangView(hang), 201);
      })
      .get("/:id", async (c) => {
        const hang = await getHang(db, c.req.param("id"));
        const proof = hostProofFrom(c);
        const view = isHostOf(hang, proof) ? hostHangView(hang, proof) : publicHangView(hang);
        return c.json(view);
      })
      // The signed-in person takes over a hang this browser created: the edit token proves it.
      .post("/:id/attach", async (c) => {
        const user = signedInUser(c);
        if (!user) throw new AppError("unauthorized", "Sign in to add this hang to your account.");
        if (!verifiedEmailFrom(c)) {
          throw new AppError("forbidden", "Your sign-in provider has not confirmed your e-mail address.");
        }
        const hang = await attachHangToAccount(db, c.req.param("id"), editTokenFrom(c), user.email);
        return c.json(hostHangView(hang, hostProofFrom(c)));
      })
      .get("/:id/edit", async (c) => {
        const hang = await getHangAsHost(db, c.req.param("id"), hostProofFrom(c));
        return c.json(editableHangView(hang));
      })
      .put("/:id/edit", async (c) => {
        const hang = await getHangAsHost(db, c.req.param("id"), hostProofFrom(c));
        const input = parseWith(editHangSchema, await readJson(c));
        const { hang: updated, rePolled } = await editHang(ctx, hang.id, input, ctx.clock.now());
        return c.json({ ...hostHangView(updated, hostProofFrom(c)), rePolled: rePolled.length });
      })
  );
}

/**
 * "Your hangs on this device": a POST so the tokens travel in the body, never in a URL or a log
 * line. Outside /hangs/, where a fixed name beside `/hangs/:id` would cost every request Hono's
 * fastest router (docs/decisions/0051-one-regexp-router.md).
 */
export function heldHangRoutes({ db }: ServerContext) {
  return new Hono().post("/", async (c) => {
    const { hangs } = parseWith(heldHangsSchema, await readJson(c));
    return c.json((await hangsHeldBy(db, hangs)).map(heldHangView));
  });
}
