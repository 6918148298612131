// The last step of deleting an account: every other place its address is kept. Votes and
// suggestions left on hangs it never answered, invitations, group memberships, other people's
// quick-invite lists and standing hangs, the invitation to sign up, the record and queue of mail to
// it (and copies of deleted hangs waiting in the queue). Runs inside the deletion's transaction.
import { sql } from "drizzle-orm";
import { DELETED_HOST_NAME } from "../../../shared/account.ts";
import type { Db } from "../../db/client.ts";
import {
  accountInvitations,
  activitySuggestions,
  activityVotes,
  devMail,
  friendGroups,
  groupInviteOptOuts,
  groupMemberships,
  invitees,
  mailDeliveries,
  mailOptOuts,
  voterKeyGenerations,
} from "../../db/schema.ts";
import { announceHangChange } from "../live/mutations.ts";
import { forgetAddressInSeries } from "../series/group-ended.ts";
import { forgetAddressOnHang } from "./erase-answer.ts";

type Rows<T> = { rows: T[] };

export async function forgetAddress(tx: Db, address: string, nobodysAddress: () => string): Promise<void> {
  const acted = (await tx.execute(sql`
    select ${activityVotes.hangId} as hang_id from ${activityVotes} where lower(${activityVotes.voterEmail}) = ${address}
    union
    select ${activitySuggestions.hangId} from ${activitySuggestions}
      where lower(${activitySuggestions.suggestedByEmail}) = ${address}
    order by 1`)) as unknown as Rows<{ hang_id: string }>;
  for (const { hang_id: hangId } of acted.rows) {
    await forgetAddressOnHang(tx, hangId, address);
    await announceHangChange(tx, { hangId, kind: "vote-removed" });
  }
  await tx.delete(voterKeyGenerations).where(sql`${voterKeyGenerations.email} = ${address}`);
  await tx.delete(invitees).where(sql`lower(${invitees.email}) = ${address}`);
  await tx.delete(groupMemberships).where(sql`lower(${groupMemberships.email}) = ${address}`);
  await tx.delete(accountInvitations).where(sql`lower(${accountInvitations.email}) = ${address}`);
  // Other people's saved lists lose the address; the lists themselves are theirs and stay, unless
  // nothing is left: a list of no one is no friend group (and must not read as an empty group).
  await tx.execute(sql`
    update ${friendGroups} set
      emails = coalesce((select jsonb_agg(e) from jsonb_array_elements(${friendGroups.emails}) e
        where lower(e #>> '{}') <> ${address}), '[]'::jsonb),
      is_active = ${friendGroups.isActive} and exists (select 1 from jsonb_array_elements(${friendGroups.emails}) e
        where lower(e #>> '{}') <> ${address}),
      updated_at = now()
    where exists (select 1 from jsonb_array_elements(${friendGroups.emails}) e where lower(e #>> '{}') = ${address})`);
  await tx
    .update(friendGroups)
    .set({ hostEmail: null })
    .where(sql`lower(${friendGroups.hostEmail}) = ${address}`);
  await forgetAddressInSeries(tx, address);
  // A message still queued for the address finds no record to claim, so it is never sent.
  await tx.delete(mailDeliveries).where(sql`lower(${mailDeliveries.recipient}) = ${address}`);
  await tx.delete(devMail).where(sql`lower(${devMail.recipient}) = ${address}`);
  // Its opt-outs too: the address is kept nowhere (mail to it may start again, as for anyone new).
  await tx.delete(mailOptOuts).where(sql`lower(${mailOptOuts.email}) = ${address}`);
  await tx.delete(groupInviteOptOuts).where(sql`lower(${groupInviteOptOuts.email}) = ${address}`);
  await forgetQueuedJobs(tx, address, nobodysAddress);
}

/**
 * pg-boss keeps each job's data (a mail job names its recipient; a deleted hang's cancellation
 * carries a copy of the hang, host included) until its retention ends, in its own tables.
 */
async function forgetQueuedJobs(tx: Db, address: string, nobodysAddress: () => string): Promise<void> {
  const tables = (await tx.execute(sql`
    select t from unnest(array['pgboss.job', 'pgboss.archive']) t where to_regclass(t) is not null`)) as unknown as Rows<{
    t: string;
  }>;
  for (const { t } of tables.rows) {
    // One of the two names above, never input.
    const table = sql.raw(t);
    await tx.execute(sql`delete from ${table} where lower(data ->> 'to') = ${address}`);
    await tx.execute(sql`
      update ${table} set data = jsonb_set(jsonb_set(data,
        '{deletedHang,hostEmail}', to_jsonb(${nobodysAddress()}::text)),
        '{deletedHang,hostName}', to_jsonb(${DELETED_HOST_NAME}::text))
      where lower(data -> 'deletedHang' ->> 'hostEmail') = ${address}`);
  }
}
