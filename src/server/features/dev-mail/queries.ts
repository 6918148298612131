import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { devMail } from "../../db/schema.ts";
import { isUuid } from "../../http/ids.ts";

export async function listDevMail(db: Db, limit = 200) {
  return db
    .select({
      id: devMail.id,
      recipient: devMail.recipient,
      subject: devMail.subject,
      createdAt: devMail.createdAt,
    })
    .from(devMail)
    .orderBy(desc(devMail.createdAt))
    .limit(limit);
}

export async function findDevMail(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(devMail).where(eq(devMail.id, id));
  return row;
}
