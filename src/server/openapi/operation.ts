// How each feature area describes its endpoints for the OpenAPI document: the request schemas are
// the shared zod schemas its routes parse with, the answers the shared schemas in shared/api.
import type { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** The ways a request proves who sends it (components.securitySchemes in the document). */
export type Credential =
  | "session"
  | "editToken"
  | "editTokenQuery"
  | "responseSecret"
  | "voterKey"
  | "invitationKey"
  | "metricsToken"
  /** Added by the document wherever a session is accepted, unless the call is `sessionOnly`. */
  | "accessToken";

/** An answer that is not JSON: its media type and what it holds. */
export interface OtherContent {
  mediaType: string;
  description: string;
}

/** A success answer: a JSON schema, another media type, or no body at all. */
export type Answer = z.ZodType | OtherContent | null;

export interface Operation {
  method: Method;
  /** OpenAPI's form: `/api/hangs/{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Any one of these is enough; without `required`, the call works without them too (less is shown). */
  credentials?: readonly Credential[];
  credentialsRequired?: boolean;
  /** Needs the person at the site: a personal access token is refused with 403 (admin, deleting the account, managing tokens). */
  sessionOnly?: boolean;
  /** The route's own query schema (parsed with `parseWith`). */
  query?: z.ZodObject;
  /** Query values read without a schema: name → description. */
  plainQuery?: Record<string, string>;
  /** Request headers the route reads: name → description. */
  headers?: Record<string, string>;
  body?: z.ZodType;
  /** The body is not JSON (a mail provider's one-click unsubscribe posts a form). */
  anyBody?: boolean;
  /** The body is multipart/form-data with one or more files in this field. */
  files?: { field: string; description: string };
  /** What the call answers itself: its successes, and any error whose body is not the usual shape. */
  answers: Record<number, Answer>;
  /** Error statuses this call answers with `{ message, errors? }`, beyond those every call may. */
  errors?: readonly number[];
}

export interface Area {
  tag: string;
  description: string;
  operations: Operation[];
}

/** The host of a hang: the edit token (header or the links' `?token=`), or the host's session. */
export const HOST: readonly Credential[] = ["editToken", "editTokenQuery", "session"];
/** A host-only call. */
export const hostOnly = { credentials: HOST, credentialsRequired: true } as const;
/** A call for signed-in people only. */
export const signedInOnly = { credentials: ["session"], credentialsRequired: true } as const;

/** A hang id, a group id…: what `{name}` in a path holds, by the collection it follows. */
export const PATH_PARAMETERS: Record<string, string> = {
  "hangs/{id}": "The hang's id.",
  "groups/{id}": "The group's id.",
  "friend-groups/{id}": "The friend group's id.",
  "people/{id}": "The account's id.",
  "responses/{responseId}": "The answer's id.",
  "host-answers/{responseId}": "The answer's id.",
  "activity-suggestions/{suggestionId}": "The suggestion's id.",
  "activity-votes/{suggestionId}": "The suggestion voted for.",
  "bring-items/{itemId}": "The bring-list item's id.",
  "claims/{claimId}": "The claim's id.",
  "members/{membershipId}": "The membership's id.",
  "i18n/{locale}": "A language: en, es or de.",
  "feed/{file}": "The feed's secret followed by .ics.",
  "callback/{id}": "The sign-in provider's id.",
  "hang/{id}": "The hang's id.",
  "tokens/{tokenId}": "The access token's id.",
  "photos/{photoId}": "The photo's id (unguessable).",
  "{photoId}/{variant}": "full or thumbnail.",
  "webhooks/{webhookId}": "The webhook's id.",
  "deliveries/{deliveryId}": "The delivery's id (its webhook-id header).",
  "series/{id}": "The standing hang's id.",
  "rounds/{date}": "The round's date on the host's clock (YYYY-MM-DD).",
};
