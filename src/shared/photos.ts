// The photo album's limits, refusals and views, without a schema library: the guest page reads these
// (it downloads no zod: docs/decisions/0029-no-zod-on-the-guest-page.md). Each refusal is also a
// catalog message, so the server says it in the page's language.

/** The multipart field every photo of an upload is sent in. */
export const PHOTO_FIELD = "photo";
/** Longest edge of the kept full-size photo and of its thumbnail, in pixels. */
export const FULL_EDGE = 2560;
export const THUMB_EDGE = 480;
/** What the file picker offers (the server sniffs the bytes; the type a browser names is not trusted). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/gif,.heic,.heif";

export const PHOTOS_PRIVATE = "Only the hosts and people who answered can see the album.";
export const PHOTOS_ANSWER_FIRST = "Answer the hang first, then add photos.";
export const PHOTOS_NOT_YET = "Photos open once the hang is locked in.";
export const PHOTOS_CANCELLED = "This hang was cancelled, so no photos can be added.";
export const PHOTO_NONE = "Choose at least one photo to add.";
export const PHOTO_TOO_BIG = "That photo is too big to upload.";
export const PHOTO_TOO_MANY_PIXELS = "That photo has too many pixels to process.";
export const PHOTO_NOT_AN_IMAGE = "That file isn't a photo we can read. Use JPEG, PNG, WebP, HEIC or GIF.";
export const PHOTO_DAMAGED = "That photo looks damaged or incomplete. Try another copy of it.";
export const PHOTO_TOO_MANY_FILES = "Add fewer photos at a time.";
export const PHOTO_HANG_FULL = "This album is full. A host can delete some photos to make room.";
export const PHOTO_PERSON_FULL = "You've added as many photos as one person can. Delete some to add more.";
export const PHOTO_BUSY = "Lots of photos are being added right now. Try again in a moment.";
export const PHOTO_GONE = "That photo is no longer in the album.";
export const PHOTO_NOT_YOURS = "Only the person who added this photo, or a host, can delete it.";
export const PHOTO_HOSTS_ONLY = "Only a host can hide photos.";

/** One photo as the album lists it (GET /api/hangs/{id}/photos). */
export interface PhotoView {
  id: string;
  /** The full-size image (longest edge at most FULL_EDGE): an unguessable path, private caching. */
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  /** Who added it: the guest's name as they answered, or the host's. */
  addedBy: string;
  addedAt: string;
  /** The viewer added it, so they may delete it. */
  mine: boolean;
  /** Hidden by a host: listed for hosts only. */
  hidden: boolean;
}

/** A photo's id: 32 random bytes in base64url. Anything else names no photo (and is not looked up). */
export const isPhotoId = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
