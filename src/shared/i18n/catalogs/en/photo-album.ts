// English messages for the album's end (shared/photo-album.ts): the server's refusal word for word,
// so its answer comes back in the page's language.
import { PHOTOS_EXPIRED } from "../../../photo-album.ts";

export const photoAlbum = {
  "photos.expired": PHOTOS_EXPIRED,
};
