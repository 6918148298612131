// The language a person's mail is written in, as far as Hangs knows it: the choice kept with
// their account, else the language of the page they answered this hang on.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { responses, users } from "../../db/schema.ts";
import { isUuid } from "../../http/ids.ts";

export async function recipientLanguage(db: Db, email: string, hangId?: string): Promise<string | null> {
  const [account] = await db
    .select({ language: users.language })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        // Only an address its owner proved: nobody picks the language of someone else's mail.
        eq(users.emailVerified, true),
        isNotNull(users.language),
      ),
    )
    .limit(1);
  if (account?.language) return account.language;
  if (!hangId || !isUuid(hangId)) return null;
  const [answer] = await db
    .select({ language: responses.language })
    .from(responses)
    .where(and(eq(responses.hangId, hangId), sql`lower(${responses.guestEmail}) = lower(${email})`))
    .limit(1);
  return answer?.language ?? null;
}
