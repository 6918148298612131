// What the admin page reads. Failed mail is what pg-boss moved to the dead-letter queue after the
// last retry; its delivery row keeps the mail server's reply.
import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type {
  AccountInvitationView,
  AdminPerson,
  AuditEntry,
  FailedMail,
  InstanceOverview,
  PeoplePage,
  PeopleQuery,
  SignInFailure,
} from "../../../shared/admin.ts";
import { ADMIN_ACTIONS, PEOPLE_PAGE_SIZE } from "../../../shared/admin.ts";
import type { Db } from "../../db/client.ts";
import { accountInvitations, signInFailures, users } from "../../db/schema.ts";
import { deadLetterQueue, QUEUES } from "../../jobs/queue.ts";
import { maskAccountEmail, maskAddressesIn, maskEmail } from "./views.ts";

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

const FAILED_LIST = 50;
const MAIL_FAILED = deadLetterQueue("mail");

/** Dead letters still waiting for an admin, whose message was not sent some other way since. */
const waitingDeadLetters = sql`
  select j.id, j.data, j.created_on from pgboss.job j
  left join mail_deliveries d on d.dedup_key = j.data->>'dedupKey'
  where j.name = ${MAIL_FAILED} and j.state = 'created' and d.status is distinct from 'sent'`;

export async function mailCounts(db: Db) {
  const [row] = await rowsOf<{ queued: number; sent: number; failed: number }>(
    db.execute(sql`
      with failed as (${waitingDeadLetters})
      select
        (select count(*)::int from mail_deliveries d where d.status in ('queued', 'sending')
          and not exists (select 1 from failed f where f.data->>'dedupKey' = d.dedup_key)) as queued,
        (select count(*)::int from mail_deliveries d
          where d.status = 'sent' and d.sent_at > now() - interval '24 hours') as sent,
        (select count(*)::int from failed) as failed`),
  );
  return { queued: row?.queued ?? 0, sentLast24h: row?.sent ?? 0, failed: row?.failed ?? 0 };
}

export async function failedMail(db: Db): Promise<FailedMail[]> {
  const rows = await rowsOf<{
    id: string;
    kind: string | null;
    recipient: string | null;
    reply: string | null;
    attempts: number | null;
    failed_at: Date | string;
  }>(
    db.execute(sql`
      with failed as (${waitingDeadLetters})
      select f.id, f.data->>'kind' as kind, coalesce(d.recipient, f.data->>'to') as recipient,
        d.last_error as reply, d.attempts, f.created_on as failed_at
      from failed f left join mail_deliveries d on d.dedup_key = f.data->>'dedupKey'
      order by f.created_on desc limit ${FAILED_LIST}`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind ?? "unknown",
    recipient: maskEmail(row.recipient ?? ""),
    reply: row.reply === null ? null : maskAddressesIn(row.reply),
    attempts: row.attempts ?? 0,
    failedAt: new Date(row.failed_at).toISOString(),
  }));
}

export async function recentSignInFailures(db: Db): Promise<SignInFailure[]> {
  const rows = await db.select().from(signInFailures).orderBy(desc(signInFailures.createdAt)).limit(20);
  return rows.map((row) => ({
    id: row.id,
    providerId: row.providerId,
    error: maskAddressesIn(row.error),
    description: row.description === null ? null : maskAddressesIn(row.description),
    at: row.createdAt.toISOString(),
  }));
}

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), nullif(${users.name}, ''))`;

export async function findPeople(
  db: Db,
  query: PeopleQuery,
  viewer: { id: string; adminEmails: string[] },
): Promise<PeoplePage> {
  let where: SQL | undefined;
  if (query.q) {
    const pattern = likePattern(query.q);
    where = or(ilike(users.email, pattern), ilike(displayName, pattern));
  }
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: displayName,
      email: users.email,
      emailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      hangsHosted: sql<number>`(select count(*)::int from hangs h where lower(h.host_email) = lower(${users.email}))`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(PEOPLE_PAGE_SIZE)
    .offset((query.page - 1) * PEOPLE_PAGE_SIZE);
  const people: AdminPerson[] = rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    email: maskAccountEmail(row.email),
    hangsHosted: Number(row.hangsHosted),
    createdAt: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
    isAdmin: row.emailVerified && viewer.adminEmails.includes(row.email.toLowerCase()),
    isYou: row.id === viewer.id,
  }));
  return { people, page: query.page, total: total?.n ?? 0, pageSize: PEOPLE_PAGE_SIZE };
}

export async function findPerson(db: Db, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row;
}

export async function recentAccountInvitations(db: Db): Promise<AccountInvitationView[]> {
  const rows = await db
    .select()
    .from(accountInvitations)
    .orderBy(desc(accountInvitations.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    email: maskEmail(row.email),
    invitedAt: row.createdAt.toISOString(),
  }));
}

export async function recentAudit(db: Db): Promise<AuditEntry[]> {
  const rows = await rowsOf<{
    id: string;
    action: string;
    actor: string | null;
    target: string | null;
    target_name: string | null;
    created_at: Date | string;
  }>(
    db.execute(sql`
      select a.id, a.action, a.target, a.created_at,
        coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.last_name)), ''), nullif(actor.name, ''), 'An admin') as actor,
        coalesce(nullif(trim(concat_ws(' ', t.first_name, t.last_name)), ''), nullif(t.name, '')) as target_name
      from admin_audit a
      left join users actor on actor.id = a.actor_id
      left join users t on t.id::text = a.target
      order by a.created_at desc, a.id limit 20`),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    label: ADMIN_ACTIONS[row.action as keyof typeof ADMIN_ACTIONS] ?? row.action,
    actor: row.actor ?? "An admin",
    target: row.target_name ?? row.target,
    at: new Date(row.created_at).toISOString(),
  }));
}

export async function appliedMigrations(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ created_at: string | number }>(
    db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  return rows.map((row) => Number(row.created_at));
}

/** Per queue: waiting (new or to be retried), being worked, and failed for good (awaiting an admin). */
export async function queueStates(db: Db): Promise<InstanceOverview["queues"]> {
  const rows = await rowsOf<{ name: string; state: string; n: number }>(
    db.execute(sql`select name, state::text as state, count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active') group by 1, 2`),
  );
  const n = (name: string, states: string[]) =>
    rows.filter((r) => r.name === name && states.includes(r.state)).reduce((sum, r) => sum + r.n, 0);
  return QUEUES.map((queue) => ({
    queue,
    queued: n(queue, ["created", "retry"]),
    active: n(queue, ["active"]),
    failed: n(deadLetterQueue(queue), ["created"]),
  }));
}
