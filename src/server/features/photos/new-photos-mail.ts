// "12 new photos from Friday coffee": at most one message a day to each person who answered, about
// photos others added. Each upload reserves the day's message (kind, hang, address, day: the mail
// key, so it is queued once whichever instance takes the upload); it goes out a while after the
// day's first new photo and counts, when it is written, every photo added since the last one.
import { and, eq, inArray } from "drizzle-orm";
import { isNoAddress } from "../../../shared/host-answers.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, mailDeliveries, responses } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { hangZone } from "../../mail/calendar-invite.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import type { AlbumMember } from "./queries.ts";

/** "2027-03-15": the day on the hang's clock, the version of that day's message. */
export function dayOn(now: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(now);
}

/** Everyone who answered, with an address, but the person who added the photos. */
async function othersWhoAnswered(tx: Db, hang: HangRow, member: AlbumMember): Promise<string[]> {
  const answers = await tx
    .select({ id: responses.id, email: responses.guestEmail })
    .from(responses)
    .where(eq(responses.hangId, hang.id));
  const adder =
    member.kind === "guest"
      ? answers.find((a) => a.id === member.responseId)?.email.toLowerCase()
      : hang.hostEmail.toLowerCase();
  const others = answers.map((a) => a.email.toLowerCase()).filter((e) => e !== adder && !isNoAddress(e));
  return [...new Set(others)];
}

/** In the transaction that adds the photos. `delayMs` is real time: it does not follow the app's clock. */
export async function planNewPhotoMail(
  jobs: JobQueue,
  tx: Db,
  hang: HangRow,
  member: AlbumMember,
  now: Date,
  delayMs: number,
): Promise<void> {
  const day = dayOn(now, hangZone(hang));
  const jobsFor = (await othersWhoAnswered(tx, hang, member)).map((to) =>
    mailJob("new-photos", hang.id, to, day),
  );
  if (jobsFor.length === 0) return;
  // One read finds who already has today's message waiting or sent.
  const taken = await tx
    .select({ key: mailDeliveries.dedupKey })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.hangId, hang.id),
        inArray(
          mailDeliveries.dedupKey,
          jobsFor.map((j) => j.dedupKey),
        ),
      ),
    );
  const already = new Set(taken.map((row) => row.key));
  const startAfter = new Date(Date.now() + delayMs);
  for (const job of jobsFor) {
    if (!already.has(job.dedupKey)) await enqueueMail(jobs, tx, job, { startAfter });
  }
}
