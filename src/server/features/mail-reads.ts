// What the mail composers may read, handed to mail by the features that own the data.
import type { Db } from "../db/client.ts";
import type { MailReads } from "../mail/kinds/types.ts";
import { findGroupInvitation } from "./groups/queries.ts";
import { findHang } from "./hangs/queries.ts";
import { findResponse, findResponseByEmail } from "./responses/queries.ts";

export function mailReads(db: Db): MailReads {
  return {
    hang: (hangId) => findHang(db, hangId),
    response: (hangId, responseId) => findResponse(db, hangId, responseId),
    responseByEmail: (hangId, email) => findResponseByEmail(db, hangId, email),
    groupInvitation: (groupId, email) => findGroupInvitation(db, groupId, email),
  };
}
