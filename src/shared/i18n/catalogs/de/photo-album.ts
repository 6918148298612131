import type { photoAlbum as english } from "../en/photo-album.ts";

export const photoAlbum: Record<keyof typeof english, string> = {
  "photos.expired": "Dieses Album ist beendet, daher können keine Fotos mehr hinzugefügt werden.",
};
