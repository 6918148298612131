// What mail needs to know of its recipient before writing to them, in one round trip (it is read
// for every message): whether they turned off every message from Hangs (or this hang's, or group
// invitations), the clock they live on as far as an answer of theirs told, and their language as far
// as Hangs knows it — the choice kept with their account, else the language of the page they
// answered this hang on.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../http/ids.ts";
import type { Recipient } from "../../mail/kinds/types.ts";

export async function readRecipient(db: Db, email: string, hangId?: string): Promise<Recipient> {
  const hang = hangId && isUuid(hangId) ? hangId : null;
  const result = (await db.execute(sql`
    select
      exists (select 1 from mail_opt_outs o where o.hang_id is null and lower(o.email) = lower(${email}))
        as opted_out,
      exists (select 1 from mail_opt_outs o where o.hang_id = ${hang}::uuid and lower(o.email) = lower(${email}))
        as stopped_hang,
      exists (select 1 from group_invite_opt_outs g where lower(g.email) = lower(${email}))
        as stopped_group_invites,
      coalesce(
        (select r.time_zone from responses r
          where r.hang_id = ${hang}::uuid and lower(r.guest_email) = lower(${email}) limit 1),
        -- Elsewhere, only an answer its address's owner proved says where they are.
        (select r.time_zone from responses r
          where lower(r.guest_email) = lower(${email}) and r.address_proven_at is not null
            and r.time_zone is not null
          order by r.updated_at desc limit 1),
        -- A signed-in account's zone: where its browser was when it last created a hang.
        (select h.host_timezone from hangs h
          where lower(h.host_email) = lower(${email}) and h.host_timezone is not null
            and exists (select 1 from users u where lower(u.email) = lower(${email}) and u.email_verified)
          order by h.created_at desc limit 1)
      ) as time_zone,
      coalesce(
        -- Only an address its owner proved: nobody picks the language of someone else's mail.
        (select u.language from users u
          where lower(u.email) = lower(${email}) and u.email_verified and u.language is not null limit 1),
        (select r.language from responses r
          where r.hang_id = ${hang}::uuid and lower(r.guest_email) = lower(${email}) limit 1)
      ) as language
  `)) as {
    rows: {
      opted_out: boolean;
      stopped_hang: boolean;
      stopped_group_invites: boolean;
      time_zone: string | null;
      language: string | null;
    }[];
  };
  const row = result.rows[0];
  return {
    optedOut: row?.opted_out === true,
    stoppedThisHang: row?.stopped_hang === true,
    stoppedGroupInvites: row?.stopped_group_invites === true,
    timeZone: row?.time_zone ?? null,
    language: row?.language ?? null,
  };
}
