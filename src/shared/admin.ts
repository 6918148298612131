// The admin page's input rules and the shapes of its answers, shared by the page and the server.
import { emailField } from "./fields.ts";
import { z } from "./zod.ts";

export const PEOPLE_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;

/** GET /api/admin/people?q=&page= (page counts from 1). */
export const peopleQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((q) => q ?? ""),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(100_000, "No such page")
    .optional()
    .transform((page) => page ?? 1),
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

export const inviteAccountSchema = z.object({ email: emailField("Enter the address to invite") });
export type InviteAccountInput = z.input<typeof inviteAccountSchema>;

export const testMailSchema = z.object({ to: emailField("Enter an address to send the test to") });
export type TestMailInput = z.input<typeof testMailSchema>;

export const retryMailSchema = z.object({ id: z.uuid("No such message") });

/** Every action an admin takes is recorded under one of these names. */
export const ADMIN_ACTIONS = {
  "account.disable": "Disabled an account",
  "account.enable": "Enabled an account",
  "account.delete": "Deleted an account",
  "account.invite": "Invited an address to sign up",
  "mail.retry": "Retried a failed message",
  "mail.retry-all": "Retried every failed message",
  "mail.test": "Sent a test e-mail",
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

export interface FailedMail {
  /** The dead-letter job: what "Retry" names. */
  id: string;
  kind: string;
  /** Masked: h•••@example.com. */
  recipient: string;
  /** The mail server's reply (or the connection's error), addresses masked. */
  reply: string | null;
  attempts: number;
  failedAt: string;
}

export interface MailOverview {
  transport: { kind: "smtp"; server: string } | { kind: "dev-mailbox" };
  counts: { queued: number; sentLast24h: number; failed: number };
  failed: FailedMail[];
}

export interface TestMailResult {
  via: "smtp" | "dev-mailbox";
  delivered: boolean;
  error?: string;
  /** The SMTP conversation, one line each ("C:" client, "S:" server, "*" connection), no credentials. */
  conversation: string[];
}

export interface SignInFailure {
  id: string;
  providerId: string;
  error: string;
  description: string | null;
  at: string;
}

export interface SignInOverview {
  provider:
    | { kind: "google" | "oidc" | "local"; name: string; issuer: string; discoveryUrl: string }
    | { kind: "off"; reason: string };
  failures: SignInFailure[];
}

export interface AdminPerson {
  id: string;
  name: string;
  /** Masked; empty when the provider vouches for no address. */
  email: string;
  hangsHosted: number;
  createdAt: string;
  disabled: boolean;
  isAdmin: boolean;
  isYou: boolean;
}

export interface PeoplePage {
  people: AdminPerson[];
  page: number;
  total: number;
  pageSize: number;
}

export interface AccountInvitationView {
  id: string;
  email: string;
  invitedAt: string;
}

/** The rate limits by name (server/http/rate-limits.ts): the page words each one's count in its language. */
export type RateLimitName =
  | "createHang"
  | "answer"
  | "changeAnswer"
  | "suggest"
  | "vote"
  | "invite"
  | "placeSearch"
  | "calendarFetch"
  | "signIn"
  | "createGroup"
  | "feed"
  | "accessToken";

/** What a limit counts per: the client's address, or the hang, account, group or recipient concerned. */
export type LimitScope = "address" | "hang" | "account" | "group" | "recipient";

/** At most `points` in `seconds`, per `per`: "60 new hangs per address in an hour". */
export interface LimitPart {
  points: number;
  per: LimitScope;
  seconds: number;
}

/**
 * A limit in force, as data the page words: a rate limit's parts, or one of the two counts with no
 * window (answers a hang takes in all; live pages one address keeps open on one instance).
 */
export type InstanceLimit =
  | { name: RateLimitName; parts: LimitPart[] }
  | { name: "maxAnswersPerHang" | "liveStreamsPerAddress"; points: number };

export interface InstanceOverview {
  version: string;
  database: "embedded" | "postgres";
  migrations: { applied: number; known: number; latest: string | null };
  queues: { queue: string; queued: number; active: number; failed: number }[];
  liveStreams: number;
  limits: InstanceLimit[];
  signUp: string;
  anonymousHosts: boolean;
}

export interface AuditEntry {
  id: string;
  action: string;
  /** What the action is called on the page. */
  label: string;
  actor: string;
  /** The account acted on (its name, when it still exists), or the id. */
  target: string | null;
  at: string;
}
