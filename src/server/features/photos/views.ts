// One photo as an album member sees it: who added it by the name they answered with (the host sees
// full names; guests see first names, "Anonymous" for a private answer, as the responses view does).
import type { PhotoView } from "../../../shared/photos.ts";
import type { HangRow } from "../../db/schema.ts";
import { ANONYMOUS } from "../responses/views.ts";
import type { AlbumMember, ListedPhoto } from "./queries.ts";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const photoPath = (photoId: string, variant: "full" | "thumbnail") =>
  `/api/photos/${photoId}/${variant}`;

export function addedBy(
  photo: Pick<ListedPhoto, "guestName" | "isPublic">,
  hang: Pick<HangRow, "hostName">,
  isHost: boolean,
): string {
  if (photo.guestName === null) return hang.hostName;
  return isHost ? photo.guestName : photo.isPublic ? firstName(photo.guestName) : ANONYMOUS;
}

export function photoView(photo: ListedPhoto, hang: HangRow, member: AlbumMember): PhotoView {
  const isHost = member.kind === "host";
  return {
    id: photo.id,
    url: photoPath(photo.id, "full"),
    thumbnailUrl: photoPath(photo.id, "thumbnail"),
    width: photo.width,
    height: photo.height,
    addedBy: addedBy(photo, hang, isHost),
    addedAt: photo.createdAt.toISOString(),
    mine: member.kind === "guest" ? photo.responseId === member.responseId : photo.responseId === null,
    hidden: photo.hidden,
  };
}
