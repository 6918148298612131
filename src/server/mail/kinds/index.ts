// Every kind of e-mail the app sends, and the composer that builds it. A new kind is a new file
// in this folder and one line here.
import { composeInvitation } from "./invitation.ts";
import { composeResponseConfirmation, composeResponseEditLink } from "./response.ts";
import type { Composer } from "./types.ts";

export const composers = {
  invitation: composeInvitation,
  "response-confirmation": composeResponseConfirmation,
  "response-edit-link": composeResponseEditLink,
} satisfies Record<string, Composer>;

export type MailKind = keyof typeof composers;
