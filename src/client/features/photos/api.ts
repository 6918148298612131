// The album: who is asking (a host, or a guest by their answer), the list under the hang's query
// key (so a live change to the hang refetches it), and the host's and owner's changes to a photo.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PhotoView } from "../../../shared/photos.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { asHost, hangKey } from "../hangs/api.ts";

/** A host (by edit token, or their session when there is none), or the guest of an answer. */
export type AlbumAccess = { host: true; editToken: string | undefined } | { host: false; own: OwnResponse };

/** The proof the server asks for: the edit token, or the answer's id with its secret (else the session). */
export function albumProof(access: AlbumAccess): Record<string, string> {
  if (access.host) return asHost(access.editToken);
  return {
    "X-Response-Id": access.own.responseId,
    ...(access.own.secret ? { "X-Response-Secret": access.own.secret } : {}),
  };
}

export const albumKey = (hangId: string) => [...hangKey(hangId), "photos"] as const;
const albumPath = (hangId: string) => `/api/hangs/${hangId}/photos`;

export function useAlbum(hangId: string, access: AlbumAccess) {
  return useQuery({
    queryKey: [...albumKey(hangId), access.host ? "as-host" : access.own.responseId],
    queryFn: () => getJson<PhotoView[]>(albumPath(hangId), albumProof(access)),
  });
}

/**
 * Where the browser fetches an image. A hidden photo is served to hosts only: an <img> sends no
 * header, so a host holding the edit token names it in the address (a signed-in host's cookie does).
 */
export function imageSrc(path: string, hidden: boolean, access: AlbumAccess): string {
  return hidden && access.host && access.editToken
    ? `${path}?token=${encodeURIComponent(access.editToken)}`
    : path;
}

function usePhotoChange<Vars>(hangId: string, request: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Refetched after a refusal too: the album it was refused against has changed (a photo gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumKey(hangId) }),
  });
}

export function useDeletePhoto(hangId: string, access: AlbumAccess) {
  return usePhotoChange(hangId, (photoId: string) =>
    apiRequest("DELETE", `${albumPath(hangId)}/${photoId}`, undefined, albumProof(access)),
  );
}

export function useSetHidden(hangId: string, access: AlbumAccess) {
  return usePhotoChange(hangId, ({ photoId, hidden }: { photoId: string; hidden: boolean }) =>
    apiRequest("PATCH", `${albumPath(hangId)}/${photoId}`, { hidden }, albumProof(access)),
  );
}
