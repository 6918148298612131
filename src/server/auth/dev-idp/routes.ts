// HTTP for the local provider: the account chooser's pages, and everything else handed to
// oidc-provider. The app mounts it for direct requests from this machine only (http/this-machine.ts).
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { type Context, Hono } from "hono";
import { emailField } from "../../../shared/fields.ts";
import { chooserPage } from "./chooser-page.tsx";
import type { DevIdp } from "./provider.ts";

type Env = { Bindings: HttpBindings };

export function devIdpRoutes(idp: DevIdp) {
  const node = (c: Context<Env>) => [c.env.incoming, c.env.outgoing] as const;
  const action = (uid: string) => `${idp.mountPath}/interaction/${encodeURIComponent(uid)}`;
  const page = (c: Context<Env>, html: string, status: 200 | 400 = 200) => {
    // The form sends the browser on to the client's callback, which may be another origin.
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${idp.clientOrigins.join(" ")}; frame-ancestors 'none'; base-uri 'none'`,
    );
    c.header("Cache-Control", "no-store");
    return c.html(html, status);
  };

  return new Hono<Env>()
    .basePath(idp.mountPath)
    .get("/interaction/:uid", async (c) => {
      const { uid } = await idp.details(...node(c));
      return page(c, chooserPage({ action: action(uid), accounts: idp.accounts.list() }));
    })
    .post("/interaction/:uid/login", async (c) => {
      const { uid } = await idp.details(...node(c));
      const form = await c.req.parseBody();
      const name = typeof form.name === "string" ? form.name.trim().slice(0, 100) : "";
      const rawEmail = typeof form.email === "string" ? form.email : "";
      const email = emailField().safeParse(rawEmail);
      if (!email.success) {
        const error = rawEmail.trim() ? "Enter a valid email address." : "Enter your email address.";
        const html = chooserPage({
          action: action(uid),
          accounts: idp.accounts.list(),
          name,
          email: rawEmail,
          error,
        });
        return page(c, html, 400);
      }
      const account = idp.accounts.remember(email.data, name || email.data.split("@")[0] || email.data);
      return c.redirect(await idp.signIn(...node(c), account), 303);
    })
    .post("/interaction/:uid/select", async (c) => {
      const form = await c.req.parseBody();
      const account = typeof form.sub === "string" ? idp.accounts.find(form.sub) : undefined;
      if (!account) return c.redirect(action(c.req.param("uid")), 303);
      idp.accounts.remember(account.email, account.name);
      return c.redirect(await idp.signIn(...node(c), account), 303);
    })
    .post("/interaction/:uid/abort", async (c) => c.redirect(await idp.abort(...node(c)), 303))
    .all("*", async (c) => {
      await idp.handle(...node(c));
      return RESPONSE_ALREADY_SENT;
    });
}
