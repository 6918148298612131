// What the mail composers may read, handed to mail by the features that own the data.
import type { Db } from "../db/client.ts";
import type { MailReads } from "../mail/kinds/types.ts";
import { itemsBroughtBy } from "./bring-list/queries.ts";
import { findGroupInvitation } from "./groups/queries.ts";
import { findHang } from "./hangs/queries.ts";
import { readRecipient } from "./i18n/recipient.ts";
import { hostSignsIn, isInvited, optOutsOf, sentNudges } from "./nudges/queries.ts";
import { photoCounts } from "./photos/queries.ts";
import { findResponse, findResponseByEmail, listResponses } from "./responses/queries.ts";
import { findEndedSeries } from "./series/queries.ts";

export function mailReads(db: Db): MailReads {
  return {
    hang: (hangId) => findHang(db, hangId),
    response: (hangId, responseId) => findResponse(db, hangId, responseId),
    responseByEmail: (hangId, email) => findResponseByEmail(db, hangId, email),
    groupInvitation: (groupId, email) => findGroupInvitation(db, groupId, email),
    endedSeries: (seriesId) => findEndedSeries(db, seriesId),
    answers: (hangId) => listResponses(db, hangId),
    bringing: (hangId, email) => itemsBroughtBy(db, hangId, email),
    optOuts: (hangId, email) => optOutsOf(db, hangId, email),
    sentNudges: (hangId, email) => sentNudges(db, hangId, email),
    hostSignsIn: (email) => hostSignsIn(db, email),
    isInvited: (hang, email) => isInvited(db, hang, email),
    recipient: (email, hangId) => readRecipient(db, email, hangId),
    photos: (hangId, email) => photoCounts(db, hangId, email),
  };
}
