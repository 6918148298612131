// Signing in, the signed-in person's hangs, feed, data and account, and unsubscribing from mail.

import { deleteAccountSchema, languageChoiceSchema } from "../../../shared/account.ts";
import {
  accountDeletionSchema,
  accountExportSchema,
  currentUserSchema,
  languageSavedSchema,
  signInFailureSchema,
  successSchema,
  unsubscribedSchema,
  unsubscribeInfoSchema,
} from "../../../shared/api/account.ts";
import { feedUrlSchema } from "../../../shared/api/common.ts";
import { deletedHangSchema, userHangSchema } from "../../../shared/api/groups.ts";
import { z } from "../../../shared/zod.ts";
import { idTokenBodySchema } from "../../auth/id-token-body.ts";
import { callbackQuerySchema, signInSocialSchema } from "../../auth/route-schemas.ts";
import { type Area, signedInOnly } from "../operation.ts";

const REDIRECT = {
  mediaType: "text/plain",
  description: "A redirect (Location) on to the provider or back to the app.",
};
const UNSUBSCRIBE_TOKEN = z.object({ t: z.string().describe("The token of the mail's unsubscribe link.") });

export const accountArea: Area = {
  tag: "Account",
  description:
    "Sign-in (OpenID Connect), and what a signed-in person keeps: their hangs, feed, data and language.",
  operations: [
    {
      method: "get",
      path: "/api/auth/user",
      summary: "Who is signed in",
      credentials: ["session"],
      answers: { 200: currentUserSchema },
    },
    {
      method: "post",
      path: "/api/auth/logout",
      summary: "Sign out",
      credentials: ["session"],
      answers: { 200: successSchema },
    },
    {
      method: "post",
      path: "/api/auth/google",
      summary: "Sign in with a Google ID token",
      body: idTokenBodySchema,
      answers: {
        200: z.looseObject({}).describe("The session, as the sign-in library answers it."),
        401: signInFailureSchema,
        403: signInFailureSchema,
        409: signInFailureSchema,
      },
      errors: [404, 429],
    },
    {
      method: "post",
      path: "/api/auth/sign-in/social",
      summary: "Start signing in with the configured provider",
      description:
        "`provider` is the id `GET /api/auth/user` answers. The answer's `url` is the provider's sign-in page.",
      // The provider is this server's own (GET /api/auth/user); the rest is the route's schema as is.
      body: signInSocialSchema("").extend({ provider: z.string().describe("The configured provider's id.") }),
      answers: { 200: z.looseObject({ url: z.string().optional(), redirect: z.boolean().optional() }) },
      errors: [404, 429],
    },
    {
      method: "get",
      path: "/api/auth/callback/{id}",
      summary: "The provider's answer (a browser redirect)",
      query: callbackQuerySchema,
      answers: { 302: REDIRECT },
      errors: [404, 429],
    },
    {
      method: "get",
      path: "/api/user/hangs",
      summary: "Your hangs: hosted, invited to, answered",
      ...signedInOnly,
      answers: { 200: z.array(userHangSchema) },
      errors: [401],
    },
    {
      method: "delete",
      path: "/api/user/hangs/{id}",
      summary: "Delete a hang you host",
      description: "Its guests are told. Only the session counts here, not an edit token.",
      ...signedInOnly,
      answers: { 200: deletedHangSchema },
      errors: [401, 404],
    },
    {
      method: "get",
      path: "/api/user/feed",
      summary: "Your calendar feed address",
      ...signedInOnly,
      answers: { 200: feedUrlSchema },
      errors: [401],
    },
    {
      method: "post",
      path: "/api/user/feed/reset",
      summary: "A new feed address (the old one stops working)",
      ...signedInOnly,
      answers: { 200: feedUrlSchema },
      errors: [401],
    },
    {
      method: "get",
      path: "/api/user/export",
      summary: "Download everything Hangs keeps about you",
      ...signedInOnly,
      answers: { 200: accountExportSchema },
      errors: [401],
    },
    {
      method: "put",
      path: "/api/user/language",
      summary: "Save the language of your pages and mail",
      ...signedInOnly,
      body: languageChoiceSchema,
      answers: { 200: languageSavedSchema },
      errors: [401],
    },
    {
      method: "delete",
      path: "/api/user",
      summary: "Delete your account",
      description:
        "Confirmed with the word DELETE. Upcoming hangs you host are cancelled and their guests told.",
      ...signedInOnly,
      sessionOnly: true,
      body: deleteAccountSchema,
      answers: { 200: accountDeletionSchema },
      errors: [403],
    },
    {
      method: "get",
      path: "/api/unsubscribe",
      summary: "What an unsubscribe link would stop",
      query: UNSUBSCRIBE_TOKEN,
      answers: { 200: unsubscribeInfoSchema },
    },
    {
      method: "post",
      path: "/api/unsubscribe",
      summary: "Stop the mail an unsubscribe link names",
      description: "One click (RFC 8058): any body, no session; the token is the authority.",
      query: UNSUBSCRIBE_TOKEN,
      anyBody: true,
      answers: { 200: unsubscribedSchema },
    },
  ],
};
