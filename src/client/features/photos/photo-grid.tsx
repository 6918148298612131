// The album's thumbnails, oldest first; each opens the viewer. Its alternative text says who added it
// and when; a photo a host hid is marked for the hosts (guests are not sent it at all).
import { EyeOff } from "lucide-react";
import type { PhotoView } from "../../../shared/photos.ts";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { type AlbumAccess, imageSrc } from "./api.ts";

/** "Photo added by Ana on December 5, 2026" in English. */
export function usePhotoAlt() {
  const t = useT();
  const format = useFormat();
  return (photo: PhotoView) => t("photos.alt", { name: photo.addedBy, date: format.longDate(photo.addedAt) });
}

export function PhotoGrid({
  photos,
  access,
  thumbRef,
  onOpen,
}: {
  photos: PhotoView[];
  access: AlbumAccess;
  /** Each thumbnail's button, so the viewer can give the focus back to the photo it showed last. */
  thumbRef: (photoId: string, button: HTMLButtonElement | null) => void;
  onOpen: (photoId: string) => void;
}) {
  const t = useT();
  const alt = usePhotoAlt();
  return (
    <ul aria-label={t("photos.grid")} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            ref={(button) => thumbRef(photo.id, button)}
            onClick={() => onOpen(photo.id)}
            className="relative block aspect-square w-full overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <img
              src={imageSrc(photo.thumbnailUrl, photo.hidden, access)}
              alt={alt(photo)}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className={`size-full object-cover ${photo.hidden ? "opacity-60" : ""}`}
            />
            {photo.hidden && (
              <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-card px-2 py-0.5 text-xs font-semibold text-foreground shadow-sm">
                <EyeOff className="size-3.5" aria-hidden="true" />
                {t("photos.hiddenBadge")}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
