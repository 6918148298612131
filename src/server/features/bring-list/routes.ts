// The bring list: GET for everyone (names as the viewer may see them); the host adds, changes and
// removes items; a guest who answered claims a unit and gives it back; the host takes any claim off.
import { type Context, Hono } from "hono";
import { bringClaimSchema, bringItemSchema } from "../../../shared/bring-list.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, responseSecretFrom, verifiedEmailFrom } from "../../http/actor.ts";
import { parseWith, readJson } from "../../http/errors.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import type { GuestProof } from "../responses/mutations.ts";
import {
  addBringItem,
  claimBringItem,
  editBringItem,
  releaseBringClaim,
  removeBringItem,
} from "./mutations.ts";
import { listBringItems } from "./queries.ts";
import { bringListView } from "./views.ts";

/** The same proof the answer's own edit path takes: its secret, or a session with its address. */
function guestProofFrom(c: Context): GuestProof {
  return { secret: responseSecretFrom(c), verifiedEmail: verifiedEmailFrom(c) };
}

export function bringListRoutes(ctx: ServerContext) {
  const { db } = ctx;
  const limit = ctx.limits.limit("vote");
  const param = (c: Context, name: string) => c.req.param(name) ?? "";
  return new Hono()
    .get("/:id/bring-items", async (c) => {
      const hang = await getHang(db, param(c, "id"));
      const items = await listBringItems(db, hang.id);
      return c.json(bringListView(items, isHostOf(hang, hostProofFrom(c))));
    })
    .post("/:id/bring-items", limit, async (c) => {
      const input = parseWith(bringItemSchema, await readJson(c));
      const item = await addBringItem(ctx, param(c, "id"), input, hostProofFrom(c));
      return c.json({ id: item.id, name: item.name, quantity: item.quantity, claims: [] }, 201);
    })
    .put("/:id/bring-items/:itemId", limit, async (c) => {
      const input = parseWith(bringItemSchema, await readJson(c));
      const item = await editBringItem(ctx, param(c, "id"), param(c, "itemId"), input, hostProofFrom(c));
      return c.json({ id: item.id, name: item.name, quantity: item.quantity });
    })
    .delete("/:id/bring-items/:itemId", limit, async (c) => {
      await removeBringItem(ctx, param(c, "id"), param(c, "itemId"), hostProofFrom(c));
      return c.body(null, 204);
    })
    .post("/:id/bring-items/:itemId/claims", limit, async (c) => {
      const { responseId } = parseWith(bringClaimSchema, await readJson(c));
      const claim = await claimBringItem(
        ctx,
        param(c, "id"),
        param(c, "itemId"),
        responseId,
        guestProofFrom(c),
      );
      return c.json({ id: claim.id, itemId: claim.itemId, responseId: claim.responseId }, 201);
    })
    .delete("/:id/bring-items/:itemId/claims/:claimId", limit, async (c) => {
      await releaseBringClaim(ctx, param(c, "id"), param(c, "itemId"), param(c, "claimId"), {
        host: hostProofFrom(c),
        guest: guestProofFrom(c),
      });
      return c.body(null, 204);
    });
}
