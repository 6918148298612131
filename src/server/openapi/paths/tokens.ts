// Personal access tokens: created, listed and revoked by their owner, signed in on the site (a
// token cannot manage tokens).
import { createTokenSchema } from "../../../shared/access-tokens.ts";
import { accessTokenViewSchema, createdAccessTokenSchema } from "../../../shared/api/access-tokens.ts";
import { z } from "../../../shared/zod.ts";
import { type Area, signedInOnly } from "../operation.ts";

const owner = { ...signedInOnly, sessionOnly: true } as const;

export const tokensArea: Area = {
  tag: "Access tokens",
  description:
    "Personal access tokens: `Authorization: Bearer hangs_pat_…` acts as their owner on the API " +
    "(read, or read and write), never on admin calls, account deletion or tokens themselves.",
  operations: [
    {
      method: "get",
      path: "/api/account/tokens",
      summary: "Your access tokens",
      description: "Names, scopes and dates, newest first; revoked tokens are left out.",
      ...owner,
      answers: { 200: z.array(accessTokenViewSchema) },
    },
    {
      method: "post",
      path: "/api/account/tokens",
      summary: "Create an access token",
      description: "The token is answered this once; only its hash is kept.",
      ...owner,
      body: createTokenSchema,
      answers: { 201: createdAccessTokenSchema },
      errors: [409],
    },
    {
      method: "delete",
      path: "/api/account/tokens/{tokenId}",
      summary: "Revoke an access token",
      description: "Refused at once on every instance.",
      ...owner,
      answers: { 204: null },
      errors: [404],
    },
  ],
};
