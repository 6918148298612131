// Unsubscribing: POST /api/unsubscribe?t=… turns mail off with no session, no confirmation page
// and any body (RFC 8058: a mail provider posts "List-Unsubscribe=One-Click" as a form), so it is
// mounted ahead of the API's JSON-only, same-origin write checks. The token is the authority.
import { Hono } from "hono";
import { UNSUBSCRIBE_BAD_LINK, type UnsubscribeInfo } from "../../../shared/unsubscribe.ts";
import type { ServerContext } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { readUnsubscribeToken } from "../../mail/unsubscribe.ts";
import { findHang } from "../hangs/queries.ts";
import { groupInvitesStopped, optOutsOf } from "../nudges/queries.ts";
import { optOut } from "./mutations.ts";

export function unsubscribeRoutes(ctx: ServerContext) {
  const requestOf = (token: string | undefined) => {
    const request = readUnsubscribeToken(ctx.secrets, token);
    if (!request) throw new AppError("bad_request", UNSUBSCRIBE_BAD_LINK);
    return request;
  };
  return new Hono()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      const request = requestOf(c.req.query("t"));
      const hang = await findHang(ctx.db, request.hangId);
      const stops = await optOutsOf(ctx.db, hang ? hang.id : null, request.email);
      const narrow =
        request.scope === "groups" ? await groupInvitesStopped(ctx.db, request.email) : stops.thisHang;
      const info: UnsubscribeInfo = {
        scope: request.scope,
        hangName: hang?.name ?? null,
        stopped: stops.everything || (request.scope !== "all" && narrow),
      };
      return c.json(info);
    })
    .post("/", async (c) => {
      c.header("Cache-Control", "no-store");
      await optOut(ctx.db, requestOf(c.req.query("t")));
      return c.json({ stopped: true });
    });
}
