// /api/admin: the admin page's reads and actions. To anyone but an admin every path here answers
// exactly what an unknown API path answers (404), so the surface tells nobody that it exists.
import { Hono } from "hono";
import {
  inviteAccountSchema,
  peopleQuerySchema,
  retryMailSchema,
  type SignInOverview,
  testMailSchema,
} from "../../../shared/admin.ts";
import { isAdmin } from "../../access.ts";
import type { ServerContext } from "../../context.ts";
import { signedInUser } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { isUuid } from "../../http/ids.ts";
import { buildFacts, migrationsView } from "./instance.ts";
import {
  deletePerson,
  inviteAccount,
  retryAllFailedMail,
  retryFailedMail,
  sendTestMail,
  setDisabled,
} from "./mutations.ts";
import {
  appliedMigrations,
  failedMail,
  findPeople,
  mailCounts,
  queueStates,
  recentAccountInvitations,
  recentAudit,
  recentSignInFailures,
} from "./queries.ts";
import { limitsView, mailTransportView, providerView, signUpView } from "./views.ts";

const notFound = () => new AppError("not_found", "Not found");

type AdminEnv = { Variables: { adminId: string } };

export function adminRoutes(ctx: ServerContext) {
  const { config, db } = ctx;
  const personId = (id: string) => {
    if (!isUuid(id)) throw new AppError("not_found", "No such account");
    return id;
  };

  return new Hono<AdminEnv>()
    .use("*", async (c, next) => {
      const user = signedInUser(c);
      if (!user || !isAdmin(user, config.access)) throw notFound();
      c.set("adminId", user.id);
      await next();
    })
    .get("/mail", async (c) =>
      c.json({
        transport: mailTransportView(config.smtpUrl),
        counts: await mailCounts(db),
        failed: await failedMail(db),
      }),
    )
    .post("/mail/retry", async (c) => {
      const { id } = parseWith(retryMailSchema, await readJson(c));
      await retryFailedMail(ctx, c.get("adminId"), id);
      return c.json({ retried: 1 });
    })
    .post("/mail/retry-all", async (c) => c.json(await retryAllFailedMail(ctx, c.get("adminId"))))
    .post("/mail/test", async (c) => {
      const { to } = parseWith(testMailSchema, await readJson(c));
      const admin = { id: c.get("adminId"), language: signedInUser(c)?.language };
      return c.json(await sendTestMail(db, config, admin, to));
    })
    .get("/sign-in", async (c) => {
      const overview: SignInOverview = {
        provider: providerView(config, ctx.signIn),
        failures: await recentSignInFailures(db),
      };
      return c.json(overview);
    })
    .get("/people", async (c) => {
      const query = parseWith(peopleQuerySchema, c.req.query());
      const viewer = { id: c.get("adminId"), adminEmails: config.access.adminEmails };
      return c.json(await findPeople(db, query, viewer));
    })
    .post("/people/:id/disable", async (c) =>
      c.json(await setDisabled(db, c.get("adminId"), personId(c.req.param("id")), true)),
    )
    .post("/people/:id/enable", async (c) =>
      c.json(await setDisabled(db, c.get("adminId"), personId(c.req.param("id")), false)),
    )
    .delete("/people/:id", async (c) => {
      return c.json(await deletePerson(ctx, c.get("adminId"), personId(c.req.param("id"))));
    })
    .get("/invitations", async (c) => c.json(await recentAccountInvitations(db)))
    .post("/invitations", async (c) => {
      const { email } = parseWith(inviteAccountSchema, await readJson(c));
      const result = await inviteAccount(db, c.get("adminId"), email);
      return c.json(result, result.invited ? 201 : 200);
    })
    .get("/instance", async (c) =>
      c.json({
        version: buildFacts().version,
        database: ctx.database.kind,
        migrations: migrationsView(await appliedMigrations(db)),
        queues: await queueStates(db),
        liveStreams: ctx.live.streams.size,
        limits: limitsView(config),
        signUp: signUpView(config.access.signUp),
        anonymousHosts: config.access.anonymousHosts,
      }),
    )
    .get("/audit", async (c) => c.json(await recentAudit(db)))
    .all("*", () => {
      throw notFound();
    });
}
