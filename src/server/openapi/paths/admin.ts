// The admin page's API: to anyone but an admin every path here answers 404, as an unknown one does.

import {
  inviteAccountSchema,
  peopleQuerySchema,
  retryMailSchema,
  testMailSchema,
} from "../../../shared/admin.ts";
import { deletedAccountSchema } from "../../../shared/api/account.ts";
import {
  accountInvitationsSchema,
  accountInvitedSchema,
  auditSchema,
  instanceOverviewSchema,
  mailOverviewSchema,
  peoplePageSchema,
  retriedSchema,
  sessionsEndedSchema,
  signInOverviewSchema,
  testMailResultSchema,
} from "../../../shared/api/admin.ts";
import type { Area } from "../operation.ts";

// Anyone but an admin gets 404, as for a path that does not exist; a call with an access token, 403.
const admin = {
  credentials: ["session"],
  credentialsRequired: true,
  sessionOnly: true,
  errors: [403, 404],
} as const;

export const adminArea: Area = {
  tag: "Admin",
  description: "For the addresses in ADMIN_EMAILS only.",
  operations: [
    {
      method: "get",
      path: "/api/admin/mail",
      summary: "Mail transport, counts and failed messages",
      ...admin,
      answers: { 200: mailOverviewSchema },
    },
    {
      method: "post",
      path: "/api/admin/mail/retry",
      summary: "Retry one failed message",
      ...admin,
      body: retryMailSchema,
      answers: { 200: retriedSchema },
    },
    {
      method: "post",
      path: "/api/admin/mail/retry-all",
      summary: "Retry every failed message",
      ...admin,
      answers: { 200: retriedSchema },
    },
    {
      method: "post",
      path: "/api/admin/mail/test",
      summary: "Send a test message",
      ...admin,
      body: testMailSchema,
      answers: { 200: testMailResultSchema },
    },
    {
      method: "get",
      path: "/api/admin/sign-in",
      summary: "The sign-in provider and recent failures",
      ...admin,
      answers: { 200: signInOverviewSchema },
    },
    {
      method: "get",
      path: "/api/admin/people",
      summary: "Find accounts",
      ...admin,
      query: peopleQuerySchema,
      answers: { 200: peoplePageSchema },
    },
    {
      method: "post",
      path: "/api/admin/people/{id}/disable",
      summary: "Disable an account (its sessions end)",
      ...admin,
      errors: [403, 404, 409],
      answers: { 200: sessionsEndedSchema },
    },
    {
      method: "post",
      path: "/api/admin/people/{id}/enable",
      summary: "Enable an account",
      ...admin,
      answers: { 200: sessionsEndedSchema },
    },
    {
      method: "delete",
      path: "/api/admin/people/{id}",
      summary: "Delete an account",
      ...admin,
      errors: [403, 404, 409],
      answers: { 200: deletedAccountSchema },
    },
    {
      method: "get",
      path: "/api/admin/invitations",
      summary: "Recent sign-up invitations",
      ...admin,
      answers: { 200: accountInvitationsSchema },
    },
    {
      method: "post",
      path: "/api/admin/invitations",
      summary: "Invite an address to sign up",
      description: "201 when invited now, 200 when it was already.",
      ...admin,
      body: inviteAccountSchema,
      answers: { 200: accountInvitedSchema, 201: accountInvitedSchema },
    },
    {
      method: "get",
      path: "/api/admin/instance",
      summary: "Version, migrations, queues and limits",
      ...admin,
      answers: { 200: instanceOverviewSchema },
    },
    {
      method: "get",
      path: "/api/admin/audit",
      summary: "What admins did lately",
      ...admin,
      answers: { 200: auditSchema },
    },
  ],
};
