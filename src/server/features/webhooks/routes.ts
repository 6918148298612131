// Webhooks of a hang (its host: edit token or session) and of a group (its creator and admins):
// add, list, delete, the delivery log, "Send a test" and "Send again". Same routes for both owners.
import { type Context, Hono } from "hono";
import {
  createWebhookSchema,
  HOST_ONLY_WEBHOOKS,
  WEBHOOK_URL_NOT_ALLOWED,
  WEBHOOK_URL_NOT_FOUND,
} from "../../../shared/webhooks.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { reachableAddress } from "../calendar-fetch/guarded-fetch.ts";
import { getGroupAsManager } from "../groups/queries.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { webhookFetchOptions } from "./fetch-options.ts";
import { createEndpoint, deleteEndpoint, sendAgain, sendTest } from "./mutations.ts";
import { getEndpoint, listDeliveries, listEndpoints, type WebhookOwner } from "./queries.ts";
import { createdEndpointView, deliveryView, endpointView } from "./views.ts";

type OwnerOf = (c: Context) => Promise<WebhookOwner>;

export function hangWebhookRoutes(ctx: ServerContext) {
  return ownerRoutes(ctx, async (c) => {
    const hang = await getHang(ctx.db, c.req.param("id") ?? "");
    const proof = hostProofFrom(c);
    if (isHostOf(hang, proof)) return { hangId: hang.id };
    const none = !proof.editToken && !proof.verifiedEmail;
    throw new AppError(none ? "unauthorized" : "forbidden", HOST_ONLY_WEBHOOKS);
  });
}

export function groupWebhookRoutes(ctx: ServerContext) {
  return ownerRoutes(ctx, async (c) => {
    const user = signedInUser(c);
    if (!user) throw new AppError("unauthorized", "Sign in to use groups.");
    const viewer = { userId: user.id, verifiedEmail: verifiedEmailFrom(c) };
    const { group } = await getGroupAsManager(ctx.db, c.req.param("id") ?? "", viewer);
    return { groupId: group.id };
  });
}

function ownerRoutes(ctx: ServerContext, ownerOf: OwnerOf) {
  const { db } = ctx;
  const fetchOptions = webhookFetchOptions(ctx.config);
  const param = (c: Context, name: string) => c.req.param(name) ?? "";
  // Every write can make the server send a request out: limited per address like other small writes.
  const limit = ctx.limits.limit("vote");
  return new Hono()
    .get("/:id/webhooks", async (c) => {
      const owner = await ownerOf(c);
      return c.json({ webhooks: (await listEndpoints(db, owner)).map(endpointView) });
    })
    .post("/:id/webhooks", limit, async (c) => {
      const owner = await ownerOf(c);
      const input = parseWith(createWebhookSchema, await readJson(c));
      // Refused now rather than failing quietly later: a redirect there is refused at delivery too.
      const reach = await reachableAddress(new URL(input.url), fetchOptions);
      if (reach !== "ok") {
        const message = reach === "not_allowed" ? WEBHOOK_URL_NOT_ALLOWED : WEBHOOK_URL_NOT_FOUND;
        throw new AppError("bad_request", message, { url: message });
      }
      return c.json(createdEndpointView(await createEndpoint(db, owner, input)), 201);
    })
    .delete("/:id/webhooks/:webhookId", async (c) => {
      await deleteEndpoint(db, await ownerOf(c), param(c, "webhookId"));
      return c.body(null, 204);
    })
    .get("/:id/webhooks/:webhookId/deliveries", async (c) => {
      const endpoint = await getEndpoint(db, await ownerOf(c), param(c, "webhookId"));
      return c.json({ deliveries: (await listDeliveries(db, endpoint.id)).map(deliveryView) });
    })
    .post("/:id/webhooks/:webhookId/test", limit, async (c) => {
      const delivery = await sendTest(ctx, await ownerOf(c), param(c, "webhookId"));
      return c.json(deliveryView(delivery), 202);
    })
    .post("/:id/webhooks/:webhookId/deliveries/:deliveryId/resend", limit, async (c) => {
      const owner = await ownerOf(c);
      const delivery = await sendAgain(ctx, owner, param(c, "webhookId"), param(c, "deliveryId"));
      return c.json(deliveryView(delivery), 202);
    });
}
