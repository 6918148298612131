// Changes to the album, each in one transaction: photos added all together or not at all, within the
// hang's and the person's limits (checked under the hang's row lock, so two uploads at once cannot
// both pass them); deleted by whoever added them or by a host; hidden and shown by a host. An
// empty album's first photos plan its end; every upload plans the day's mail to the others.
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { albumExpiresAt, PHOTOS_EXPIRED } from "../../../shared/photo-album.ts";
import {
  isPhotoId,
  PHOTO_GONE,
  PHOTO_HANG_FULL,
  PHOTO_HOSTS_ONLY,
  PHOTO_NOT_YOURS,
  PHOTO_PERSON_FULL,
  PHOTOS_CANCELLED,
  PHOTOS_NOT_YET,
} from "../../../shared/photos.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, photos } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { getHangForUpdate } from "../hangs/queries.ts";
import { announceHangChange } from "../live/mutations.ts";
import { planAlbumExpiry } from "./expiry.ts";
import { planNewPhotoMail } from "./new-photos-mail.ts";
import type { ProcessedPhoto } from "./process.ts";
import { type AlbumMember, albumUsage } from "./queries.ts";
import { dropLeftBehind, dropStaged, stageBytes, stagedBytes } from "./staged-bytes.ts";

export interface AlbumLimits {
  perHang: number;
  perPerson: number;
  bytesPerHang: number;
  bytesPerPerson: number;
}

export interface AlbumSettings extends AlbumLimits {
  /** PHOTO_ALBUM_DAYS */
  albumDays: number;
  /** How long the day's "new photos" message waits after the first of them. */
  mailDelayMs: number;
}

/**
 * Photos may be added to a hang that goes ahead, once it is locked in or if its host opened them
 * early, until the album ends.
 */
export function assertAlbumOpen(hang: HangRow, now: Date, albumDays: number): void {
  if (hang.isCancelled) throw new AppError("conflict", PHOTOS_CANCELLED);
  if (!hang.isFinalized && !hang.photosOpen) throw new AppError("conflict", PHOTOS_NOT_YET);
  if (now >= albumExpiresAt(hang, albumDays)) throw new AppError("conflict", PHOTOS_EXPIRED);
}

/** 32 random bytes: the image paths are the only thing between a stranger and the photo. */
const newPhotoId = () => randomBytes(32).toString("base64url");

export async function addPhotos(
  deps: { db: Db; jobs: JobQueue },
  hangId: string,
  member: AlbumMember,
  added: ProcessedPhoto[],
  limits: AlbumSettings,
  now: Date,
): Promise<{ id: string }[]> {
  const ids = added.map(() => newPhotoId());
  await dropLeftBehind(deps.db);
  try {
    for (const [i, photo] of added.entries()) {
      await stageBytes(deps.db, ids[i]!, "full", photo.full);
      await stageBytes(deps.db, ids[i]!, "thumbnail", photo.thumbnail);
    }
    const stored = await deps.db.transaction(async (tx) => {
      const hang = await getHangForUpdate(tx, hangId);
      assertAlbumOpen(hang, now, limits.albumDays);
      const usage = await albumUsage(tx, hang.id, member);
      const bytes = added.reduce((sum, p) => sum + p.full.length + p.thumbnail.length, 0);
      if (usage.count + added.length > limits.perHang || usage.bytes + bytes > limits.bytesPerHang) {
        throw new AppError("conflict", PHOTO_HANG_FULL);
      }
      if (usage.myCount + added.length > limits.perPerson || usage.myBytes + bytes > limits.bytesPerPerson) {
        throw new AppError("conflict", PHOTO_PERSON_FULL);
      }
      // A millisecond apart, so the album lists one upload's photos in the order they were sent.
      const at = Date.now();
      const rows = added.map((photo, i) => ({
        createdAt: new Date(at + i),
        id: ids[i]!,
        hangId: hang.id,
        responseId: member.kind === "guest" ? member.responseId : null,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        storedBytes: photo.full.length + photo.thumbnail.length,
        full: stagedBytes(ids[i]!, "full"),
        thumbnail: stagedBytes(ids[i]!, "thumbnail"),
      }));
      if (usage.count === 0) await planAlbumExpiry(deps.jobs, tx, hang, limits.albumDays);
      await planNewPhotoMail(deps.jobs, tx, hang, member, now, limits.mailDelayMs);
      await announceHangChange(tx, { hangId: hang.id, kind: "album-changed" });
      // The ids only: the bytes back would cost as much again.
      const inserted = await tx.insert(photos).values(rows).returning({ id: photos.id });
      await dropStaged(tx, ids);
      return inserted;
    });
    deps.jobs.wake();
    return stored;
  } catch (error) {
    await dropStaged(deps.db, ids).catch(() => undefined);
    throw error;
  }
}

/** The photo's id and owner (never its bytes). */
async function albumPhoto(tx: Db, hangId: string, photoId: string) {
  if (!isPhotoId(photoId)) throw new AppError("not_found", PHOTO_GONE);
  const [photo] = await tx
    .select({ id: photos.id, responseId: photos.responseId })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.hangId, hangId)))
    .limit(1);
  if (!photo) throw new AppError("not_found", PHOTO_GONE);
  return photo;
}

/** Gone from the database at once: the next backup, list and download no longer hold it. */
export async function deletePhoto(
  db: Db,
  hangId: string,
  photoId: string,
  member: AlbumMember,
): Promise<void> {
  await db.transaction(async (tx) => {
    const photo = await albumPhoto(tx, hangId, photoId);
    const mine = member.kind === "guest" && photo.responseId === member.responseId;
    if (member.kind !== "host" && !mine) throw new AppError("forbidden", PHOTO_NOT_YOURS);
    await tx.delete(photos).where(eq(photos.id, photo.id));
    await announceHangChange(tx, { hangId, kind: "album-changed" });
  });
}

export async function setPhotoHidden(
  db: Db,
  hangId: string,
  photoId: string,
  hidden: boolean,
  member: AlbumMember,
): Promise<void> {
  if (member.kind !== "host") throw new AppError("forbidden", PHOTO_HOSTS_ONLY);
  await db.transaction(async (tx) => {
    const photo = await albumPhoto(tx, hangId, photoId);
    await tx.update(photos).set({ hidden }).where(eq(photos.id, photo.id));
    await announceHangChange(tx, { hangId, kind: "album-changed" });
  });
}

/**
 * The photos a host added to a hang they host, for their account's deletion: the hang stays for its
 * guests (with their photos), the host's own go.
 */
export async function deleteHostPhotos(tx: Db, hangId: string): Promise<void> {
  await tx.delete(photos).where(and(eq(photos.hangId, hangId), isNull(photos.responseId)));
}
