// Reads of the album: who may see it, its list (never the bytes), and one image's bytes.
import { and, asc, eq, sql } from "drizzle-orm";
import { isPhotoId } from "../../../shared/photos.ts";
import type { Db } from "../../db/client.ts";
import { type HangRow, photos, responses } from "../../db/schema.ts";
import type { HostProof } from "../../http/actor.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import { isHostOf } from "../hangs/queries.ts";
import { type GuestProof, ownsResponse } from "../responses/mutations.ts";
import { findResponse, findResponseByEmail } from "../responses/queries.ts";

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
