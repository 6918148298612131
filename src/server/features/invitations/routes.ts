import { Hono } from "hono";
import { inviteSchema } from "../../../shared/invitations.ts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { clientAddress } from "../../http/client-address.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { getHang, getHangAsHost } from "../hangs/queries.ts";
import { optedOutOfEverything } from "../nudges/queries.ts";
import { findResponseByEmail } from "../responses/queries.ts";
import { invitationKeyFrom, invitedAddress } from "./invitation-proof.ts";
import { inviteGuest } from "./mutations.ts";
import { type InviteeRow, listInvitees } from "./queries.ts";

const INVITATION_NOT_FOUND = "This invitation link is no longer valid.";

type InviteeStatus = "sent" | "sending" | "failed" | "opted-out";

/** "failed" once every try is used up: the host should check the address or reach out another way. */
function inviteeView(
  row: Pick<InviteeRow, "id" | "email" | "invitedAt"> & Partial<InviteeRow>,
  maxAttempts: number,
  optedOut: ReadonlySet<string>,
) {
  // "opted-out": the address turned off e-mails from Hangs, so the invitation was not sent.
  const status: InviteeStatus = row.sentAt
    ? "sent"
    : optedOut.has(row.email.toLowerCase())
      ? "opted-out"
      : (row.attempts ?? 0) >= maxAttempts
        ? "failed"
        : "sending";
  return {
    id: row.id,
    email: row.email,
    invitedAt: row.invitedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    status,
  };
}

export function invitationRoutes(ctx: ServerContext) {
  const maxAttempts = ctx.config.jobs.retryLimit + 1;
  return (
    new Hono()
      .get("/:id/invitees", async (c) => {
        const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
        const rows = await listInvitees(ctx.db, hang.id);
        const optedOut = await optedOutOfEverything(
          ctx.db,
          rows.map((r) => r.email),
        );
        return c.json(rows.map((row) => inviteeView(row, maxAttempts, optedOut)));
      })
      // A personal invitation link, opened: the address it was sent to, for the page to answer with,
      // and that address's answer (with the key of a mailed answer link) when it already answered.
      .get("/:id/invitation", async (c) => {
        const hang = await getHang(ctx.db, c.req.param("id"));
        const email = await invitedAddress(ctx.db, ctx.secrets, hang.id, invitationKeyFrom(c));
        if (!email) throw new AppError("not_found", INVITATION_NOT_FOUND);
        const answer = await findResponseByEmail(ctx.db, hang.id, email);
        const response = answer ? { id: answer.id, key: ctx.secrets.mailedKeyFor(answer.id, email) } : null;
        return c.json({ email, response });
      })
      .post("/:id/invite", async (c) => {
        const hang = await getHangAsHost(ctx.db, c.req.param("id"), hostProofFrom(c));
        const { email } = parseWith(inviteSchema, await readJson(c));
        const address = clientAddress(c, ctx.config.trustProxy);
        // Counted only when the address is new to the hang: inviting it again sends nothing. The
        // recipient's count is shared with group invitations, so no address can be mail-bombed.
        const countInvite = () =>
          ctx.limits.consume("invite", { address, hangId: hang.id, recipient: email });
        const deps = { db: ctx.db, jobs: ctx.jobs, countInvite, now: ctx.clock.now() };
        const result = await inviteGuest(deps, hang, email, address);
        return c.json(
          {
            invitee: inviteeView(result.invitee, maxAttempts, await optedOutOfEverything(ctx.db, [email])),
            duplicate: result.duplicate,
          },
          result.duplicate ? 200 : 201,
        );
      })
  );
}
