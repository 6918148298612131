// What mail needs to know of its recipient before writing to them, in one round trip (it is read
// for every message): whether they turned off every message from Hangs, and their language as far
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
      coalesce(
        -- Only an address its owner proved: nobody picks the language of someone else's mail.
        (select u.language from users u
          where lower(u.email) = lower(${email}) and u.email_verified and u.language is not null limit 1),
        (select r.language from responses r
          where r.hang_id = ${hang}::uuid and lower(r.guest_email) = lower(${email}) limit 1)
      ) as language
  `)) as { rows: { opted_out: boolean; language: string | null }[] };
  const row = result.rows[0];
  return { optedOut: row?.opted_out === true, language: row?.language ?? null };
}
