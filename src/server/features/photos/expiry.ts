// The album's end: PHOTO_ALBUM_DAYS after the hang (shared/photo-album.ts), its hosts told a week
// before, then its photos deleted. One job per step on the "albums" queue, started by the album's
// first photos: each step re-reads the hang under its row lock (a new time moves the end; an emptied
// album ends the chain), and the notice is mail keyed by the deletion date, so however many
// instances run a step, the hosts hear once and the photos go once.
import { eq } from "drizzle-orm";
import { albumExpiresAt, albumNoticeAt, deletionAfterNotice } from "../../../shared/photo-album.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, photos } from "../../db/schema.ts";
import type { JobHandler, JobQueue } from "../../jobs/queue.ts";
import { enqueueMail, mailJob } from "../../mail/mail-job.ts";
import { announceHangChange } from "../live/mutations.ts";
import { albumPhotoCount } from "./queries.ts";

export interface AlbumExpiryJob {
  hangId: string;
  /** Set once the hosts were told: the instant the photos go (ISO 8601). */
  deleteAt?: string;
}

interface Deps {
  db: Db;
  jobs: JobQueue;
  /** PHOTO_ALBUM_DAYS */
  days: number;
}

const later = (jobs: JobQueue, tx: Db, job: AlbumExpiryJob, at: Date) =>
  jobs.enqueue(tx, "albums", job, { startAfter: at });

/** Plans the hosts' notice, in the transaction that adds an empty album's first photos. */
export async function planAlbumExpiry(jobs: JobQueue, tx: Db, hang: HangRow, days: number): Promise<void> {
  await later(jobs, tx, { hangId: hang.id }, albumNoticeAt(albumExpiresAt(hang, days)));
}

export async function runAlbumExpiry(deps: Deps, job: AlbumExpiryJob, now: Date): Promise<void> {
  const { jobs } = deps;
  await deps.db.transaction(async (tx) => {
    const [hang] = await tx.select().from(hangs).where(eq(hangs.id, job.hangId)).for("update").limit(1);
    if (!hang || (await albumPhotoCount(tx, hang.id)) === 0) return;
    const expiresAt = albumExpiresAt(hang, deps.days);
    if (!job.deleteAt) {
      const noticeAt = albumNoticeAt(expiresAt);
      if (now < noticeAt) return later(jobs, tx, { hangId: hang.id }, noticeAt);
      const deleteAt = deletionAfterNotice(expiresAt, now);
      await enqueueMail(jobs, tx, mailJob("album-ending", hang.id, hang.hostEmail, deleteAt.toISOString()));
      return later(jobs, tx, { hangId: hang.id, deleteAt: deleteAt.toISOString() }, deleteAt);
    }
    const deleteAt = new Date(job.deleteAt);
    // A later time since the hosts were told: they are told again before the new date.
    if (expiresAt > deleteAt) return later(jobs, tx, { hangId: hang.id }, albumNoticeAt(expiresAt));
    if (now < deleteAt) return later(jobs, tx, job, deleteAt);
    await tx.delete(photos).where(eq(photos.hangId, hang.id));
    await announceHangChange(tx, { hangId: hang.id, kind: "album-changed" });
  });
  jobs.wake();
}

/** The "albums" queue's handler; `clock` is the app's, so tests can move time. */
export function expireAlbums(deps: Deps & { clock: () => Date }): JobHandler<AlbumExpiryJob> {
  return async (batch) =>
    Promise.all(
      batch.map(async (job) => {
        try {
          await runAlbumExpiry(deps, job.data, deps.clock());
          return undefined;
        } catch (error) {
          return error as Error;
        }
      }),
    );
}
