// Reads of the album: who may see it, its list (never the bytes), one image's bytes, what the daily
// mail counts, and what one person added (for their data export).
import { and, asc, eq, sql } from "drizzle-orm";
import { isPhotoId } from "../../../shared/photos.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, hangs, mailDeliveries, photos, responses } from "../../db/schema.ts";
import type { HostProof } from "../../http/actor.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { isHostOf } from "../hangs/queries.ts";
import { type GuestProof, ownsResponse } from "../responses/mutations.ts";
import { findResponse, findResponseByEmail } from "../responses/queries.ts";
import { photoPath } from "./views.ts";

/** Someone the album is for: a host, or the guest of an answer. */
export type AlbumMember = { kind: "host" } | { kind: "guest"; responseId: string };

export interface AlbumProof {
  host: HostProof;
  /** The answer's secret (with the answer's id), or a session with the answer's address. */
  guest: GuestProof & { responseId?: string };
}

export async function albumMember(
  deps: { db: Db; secrets: ResponseSecrets },
  hang: HangRow,
  proof: AlbumProof,
): Promise<AlbumMember | undefined> {
  if (isHostOf(hang, proof.host)) return { kind: "host" };
  const { responseId, verifiedEmail } = proof.guest;
  const answer = responseId
    ? await findResponse(deps.db, hang.id, responseId)
    : verifiedEmail
      ? await findResponseByEmail(deps.db, hang.id, verifiedEmail)
      : undefined;
  if (!answer || !ownsResponse(deps.secrets, answer, proof.guest)) return undefined;
  return { kind: "guest", responseId: answer.id };
}

export interface ListedPhoto {
  id: string;
  responseId: string | null;
  hidden: boolean;
  width: number;
  height: number;
  createdAt: Date;
  guestName: string | null;
  isPublic: boolean | null;
}

/** Oldest first, as the hang happened; hidden photos only when a host asks. */
export async function listPhotos(db: Db, hangId: string, withHidden: boolean): Promise<ListedPhoto[]> {
  return db
    .select({
      id: photos.id,
      responseId: photos.responseId,
      hidden: photos.hidden,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
      guestName: responses.guestName,
      isPublic: responses.isPublic,
    })
    .from(photos)
    .leftJoin(responses, eq(responses.id, photos.responseId))
    .where(withHidden ? eq(photos.hangId, hangId) : and(eq(photos.hangId, hangId), eq(photos.hidden, false)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function albumPhotoCount(db: Db, hangId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(eq(photos.hangId, hangId));
  return Number(row?.n ?? 0);
}

/** What the album's e-mails say: how many photos it holds, and how many are new for the address. */
export async function photoCounts(db: Db, hangId: string, email: string) {
  const [inAlbum, newForYou] = await Promise.all([
    albumPhotoCount(db, hangId),
    newPhotosFor(db, hangId, email),
  ]);
  return { inAlbum, newForYou };
}

/**
 * Photos others added that the address has not yet been e-mailed about: those visible to guests,
 * added since the last "new photos" message to it about this hang was taken up for sending. None
 * once the address no longer has an answer on the hang (it no longer sees the album).
 */
export async function newPhotosFor(db: Db, hangId: string, email: string): Promise<number> {
  const address = email.toLowerCase();
  const lastMail = sql`(select max(${mailDeliveries.claimedAt}) from ${mailDeliveries}
    where ${mailDeliveries.hangId} = ${hangId} and ${mailDeliveries.kind} = 'new-photos'
      and ${mailDeliveries.status} = 'sent' and lower(${mailDeliveries.recipient}) = ${address})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .leftJoin(responses, eq(responses.id, photos.responseId))
    .where(
      and(
        eq(photos.hangId, hangId),
        eq(photos.hidden, false),
        sql`(${photos.responseId} is null or lower(${responses.guestEmail}) <> ${address})`,
        sql`${photos.createdAt} > coalesce(${lastMail}, '-infinity'::timestamptz)`,
        sql`exists (select 1 from ${responses} r where r.hang_id = ${hangId} and lower(r.guest_email) = ${address})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The photos an address added: as a guest with its answers, as the host on hangs it hosts. */
export async function photosOfAddress(db: Db, address: string) {
  const rows = await db
    .select({
      id: photos.id,
      hangId: photos.hangId,
      hangName: hangs.name,
      addedAt: photos.createdAt,
      addedAs: sql<"guest" | "host">`case when ${photos.responseId} is null then 'host' else 'guest' end`,
      hidden: photos.hidden,
      width: photos.width,
      height: photos.height,
    })
    .from(photos)
    .innerJoin(hangs, eq(hangs.id, photos.hangId))
    .leftJoin(responses, eq(responses.id, photos.responseId))
    .where(
      sql`(lower(${responses.guestEmail}) = ${address}
        or (${photos.responseId} is null and lower(${hangs.hostEmail}) = ${address}))`,
    )
    .orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map(({ id, ...row }) => ({
    ...row,
    url: photoPath(id, "full"),
    thumbnailUrl: photoPath(id, "thumbnail"),
  }));
}

export type PhotoVariant = "full" | "thumbnail";

export interface PhotoFile {
  hangId: string;
  hidden: boolean;
  contentType: string;
  bytes: Buffer;
}

export async function photoFile(
  db: Db,
  photoId: string,
  variant: PhotoVariant,
): Promise<PhotoFile | undefined> {
  if (!isPhotoId(photoId)) return undefined;
  const [row] = await db
    .select({
      hangId: photos.hangId,
      hidden: photos.hidden,
      contentType: photos.contentType,
      bytes: variant === "full" ? photos.full : photos.thumbnail,
    })
    .from(photos)
    .where(eq(photos.id, photoId))
    .limit(1);
  return row;
}

/** What one hang's album, and one person in it, already hold. */
export async function albumUsage(db: Db, hangId: string, member: AlbumMember) {
  const mine =
    member.kind === "guest" ? eq(photos.responseId, member.responseId) : sql`${photos.responseId} is null`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${photos.storedBytes}), 0)::bigint`,
      myCount: sql<number>`(count(*) filter (where ${mine}))::int`,
      myBytes: sql<number>`coalesce(sum(${photos.storedBytes}) filter (where ${mine}), 0)::bigint`,
    })
    .from(photos)
    .where(eq(photos.hangId, hangId));
  return {
    count: Number(row?.count ?? 0),
    bytes: Number(row?.bytes ?? 0),
    myCount: Number(row?.myCount ?? 0),
    myBytes: Number(row?.myBytes ?? 0),
  };
}
