// What the admin page's API answers (shared/admin.ts holds the same shapes as types for the page).
import { z } from "../zod.ts";
import { instant } from "./common.ts";

export const mailOverviewSchema = z.object({
  transport: z.union([
    z.object({ kind: z.literal("smtp"), server: z.string() }),
    z.object({ kind: z.literal("dev-mailbox") }),
  ]),
  counts: z.object({ queued: z.int(), sentLast24h: z.int(), failed: z.int() }),
  failed: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      recipient: z.string(),
      reply: z.string().nullable(),
      attempts: z.int(),
      failedAt: instant,
    }),
  ),
});

export const retriedSchema = z.object({ retried: z.int() });

export const testMailResultSchema = z.object({
  via: z.enum(["smtp", "dev-mailbox"]),
  delivered: z.boolean(),
  error: z.string().optional(),
  conversation: z.array(z.string()),
});

export const signInOverviewSchema = z.object({
  provider: z.union([
    z.object({
      kind: z.enum(["google", "oidc", "local"]),
      name: z.string(),
      issuer: z.string(),
      discoveryUrl: z.string(),
    }),
    z.object({ kind: z.literal("off"), reason: z.string() }),
  ]),
  failures: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      error: z.string(),
      description: z.string().nullable(),
      at: instant,
    }),
  ),
});

export const peoplePageSchema = z.object({
  people: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      hangsHosted: z.int(),
      createdAt: instant,
      disabled: z.boolean(),
      isAdmin: z.boolean(),
      isYou: z.boolean(),
    }),
  ),
  page: z.int(),
  total: z.int(),
  pageSize: z.int(),
});

export const sessionsEndedSchema = z.object({ sessionsEnded: z.int() });

export const accountInvitationsSchema = z.array(
  z.object({ id: z.uuid(), email: z.string(), invitedAt: instant }),
);

export const accountInvitedSchema = z.object({ invited: z.boolean() });

const limitPart = z.object({
  points: z.int(),
  per: z.enum(["address", "hang", "account", "group", "recipient"]),
  seconds: z.number(),
});

export const instanceOverviewSchema = z.object({
  version: z.string(),
  database: z.enum(["embedded", "postgres"]),
  migrations: z.object({ applied: z.int(), known: z.int(), latest: z.string().nullable() }),
  queues: z.array(z.object({ queue: z.string(), queued: z.int(), active: z.int(), failed: z.int() })),
  liveStreams: z.int(),
  limits: z.array(
    z.union([
      z.object({ name: z.string(), parts: z.array(limitPart) }),
      z.object({ name: z.enum(["maxAnswersPerHang", "liveStreamsPerAddress"]), points: z.int() }),
    ]),
  ),
  signUp: z.string(),
  anonymousHosts: z.boolean(),
});

export const auditSchema = z.array(
  z.object({
    id: z.string(),
    action: z.string(),
    label: z.string(),
    actor: z.string(),
    target: z.string().nullable(),
    at: instant,
  }),
);
