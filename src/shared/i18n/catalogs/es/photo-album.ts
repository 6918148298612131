import type { photoAlbum as english } from "../en/photo-album.ts";

export const photoAlbum: Record<keyof typeof english, string> = {
  "photos.expired": "Este álbum ya terminó, así que no se pueden añadir fotos.",
};
