// Inviting guests by e-mail.

import { emailField } from "./fields.ts";
import { z } from "./zod.ts";

export const inviteSchema = z.object({ email: emailField("Valid email is required") });
export type InviteInput = z.input<typeof inviteSchema>;

export const INVITE_TOASTS = {
  sent: "Invite sent!",
  sentMany: (count: number) => ({
    title: "Invites sent!",
    description: `${count} invitations are on their way.`,
  }),
  error: "Error sending invite",
  errorMany: "Error sending invites",
  duplicate: { title: "Duplicate email", description: "This person is already in your invite list." },
  empty: "No invitations to send",
};
