// A second OpenID provider as its own process on loopback: the same local provider the app
// builds in, here standing in for a configured issuer (OIDC_ISSUER). Prints "ready" when it answers.
import { serve } from "@hono/node-server";
import { createDevIdp } from "../../src/server/auth/dev-idp/provider.ts";
import { devIdpRoutes } from "../../src/server/auth/dev-idp/routes.ts";

const port = Number(process.env.PORT);
const idp = await createDevIdp({
  issuer: `http://127.0.0.1:${port}/oidc`,
  clients: [
    {
      clientId: process.env.CLIENT_ID!,
      clientSecret: process.env.CLIENT_SECRET!,
      redirectUris: [process.env.REDIRECT_URI!],
    },
  ],
});
serve({ fetch: devIdpRoutes(idp).fetch, port, hostname: "127.0.0.1" }, () => console.log("ready"));
