// When a hang's album ends: a number of days (PHOTO_ALBUM_DAYS) after the hang, counted from its
// locked-in time, else from the last time it proposed, else from when it was made. The hosts are told
// a week before; the photos are then deleted.
import { wallTimeToInstant } from "./calendar.ts";
import { finalDateTimeOf } from "./finalize.ts";
import type { TimeSlot } from "./time-slots.ts";

export const PHOTOS_EXPIRED = "This album has ended, so no photos can be added.";

/** How long before the album ends its hosts are told. */
export const EXPIRY_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AlbumHang {
  finalDateTime: Date | null;
  timeSlots: readonly TimeSlot[];
  hostTimezone: string | null;
  createdAt: Date;
}

/** The instant the album's days are counted from. */
export function albumStartsFrom(hang: AlbumHang): Date {
  if (hang.finalDateTime) return hang.finalDateTime;
  const zone = hang.hostTimezone ?? "UTC";
  const proposed = hang.timeSlots.map((slot) => {
    const [date, time] = finalDateTimeOf(slot).split("T") as [string, string];
    return wallTimeToInstant(date, time, zone).getTime();
  });
  return proposed.length > 0 ? new Date(Math.max(...proposed)) : hang.createdAt;
}

export function albumExpiresAt(hang: AlbumHang, days: number): Date {
  return new Date(albumStartsFrom(hang).getTime() + days * DAY_MS);
}

/** When the hosts are told the album will end. */
export function albumNoticeAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - EXPIRY_NOTICE_DAYS * DAY_MS);
}

/** The album ends no sooner than a week after its hosts were told. */
export function deletionAfterNotice(expiresAt: Date, toldAt: Date): Date {
  return new Date(Math.max(expiresAt.getTime(), toldAt.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS));
}
