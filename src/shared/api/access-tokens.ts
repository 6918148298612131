// What the API answers about personal access tokens: a token's row (never the token), and the
// token itself once, when it is created.
import { TOKEN_SCOPES } from "../access-tokens.ts";
import { z } from "../zod.ts";
import { instant, nullableInstant } from "./common.ts";

export const accessTokenViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(TOKEN_SCOPES),
    createdAt: instant,
    lastUsedAt: nullableInstant,
    expiresAt: nullableInstant,
  })
  .meta({ id: "AccessToken" });

export const createdAccessTokenSchema = accessTokenViewSchema
  .extend({ token: z.string().describe("The token, shown this once: send it as Authorization: Bearer …") })
  .meta({ id: "CreatedAccessToken" });
