// One photo at its full size, in a dialog: previous and next by button or arrow key, Escape closes
// and the focus goes back to the thumbnail of the photo shown last. Its owner may delete it (after
// a question); a host may also hide it from guests or show it again.
import { ChevronLeft, ChevronRight, Eye, EyeOff, Trash2 } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import type { PhotoView } from "../../../shared/photos.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { type AlbumAccess, imageSrc, useDeletePhoto, useSetHidden } from "./api.ts";
import { usePhotoAlt } from "./photo-grid.tsx";

export function PhotoViewer({
  hangId,
  access,
  photos,
  photoId,
  open,
  onShow,
  onClose,
  returnFocus,
}: {
  hangId: string;
  access: AlbumAccess;
  photos: PhotoView[];
  /** The photo shown (kept after closing, so the dialog closes on it). */
  photoId: string;
  open: boolean;
  onShow: (photoId: string) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const alt = usePhotoAlt();
  const remove = useDeletePhoto(hangId, access);
  const setHidden = useSetHidden(hangId, access);
  const [confirming, setConfirming] = useState(false);
  // A photo that has just left the album (deleted here, hidden by a host) stays on screen until the
  // viewer moves on or closes, rather than the dialog vanishing under the focus.
  const shown = useRef<{ photo: PhotoView; index: number }>(undefined);
  const found = photos.findIndex((photo) => photo.id === photoId);
  if (found >= 0) shown.current = { photo: photos[found]!, index: found };
  if (!shown.current || shown.current.photo.id !== photoId) return null;
  const { photo, index } = shown.current;
  const count = Math.max(photos.length, index + 1);
  // Around the album: the last photo's next is the first.
  const step = (by: number) => {
    const next = photos[(index + by + photos.length) % photos.length];
    if (next) onShow(next.id);
  };
  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    if (photos.length < 2) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const failed = () =>
    toast({ variant: "destructive", title: t("photos.actionFailed"), description: t("shell.tryAgain") });

  const deletePhoto = () => {
    const neighbour = photos[index + 1] ?? photos[index - 1];
    remove.mutate(photo.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t("photos.deleted") });
        if (neighbour) onShow(neighbour.id);
        else onClose();
      },
      onError: (error) => {
        setConfirming(false);
        toast({ variant: "destructive", title: t("photos.actionFailed"), description: error.message });
      },
    });
  };
  const toggleHidden = () =>
    setHidden.mutate(
      { photoId: photo.id, hidden: !photo.hidden },
      {
        onSuccess: () => toast({ title: t(photo.hidden ? "photos.shownDone" : "photos.hiddenDone") }),
        onError: failed,
      },
    );

  const when = format.longDate(photo.addedAt);
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
        <DialogContent className="max-w-3xl gap-3 p-4 sm:p-6" returnFocus={returnFocus} onKeyDown={arrows}>
          <DialogHeader>
            <DialogTitle>{t("photos.viewerTitle", { index: index + 1, count })}</DialogTitle>
            <DialogDescription>
              {t("photos.addedBy", { name: photo.addedBy, date: when })}
              {count > 1 && <span className="sr-only"> {t("photos.arrowsHint")}</span>}
            </DialogDescription>
          </DialogHeader>
          <img
            key={photo.id}
            src={imageSrc(photo.url, photo.hidden, access)}
            alt={alt(photo)}
            width={photo.width}
            height={photo.height}
            className="mx-auto max-h-[60dvh] w-auto max-w-full rounded-xl bg-muted object-contain"
          />
          {photo.hidden && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <EyeOff className="size-4 shrink-0" aria-hidden="true" />
              {t("photos.hiddenNote")}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {count > 1 && (
              <>
                <Button variant="outline" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" />
                  {t("photos.previous")}
                </Button>
                <Button variant="outline" onClick={() => step(1)}>
                  {t("photos.next")}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            )}
            <span className="flex-1" />
            {access.host && (
              <Button variant="outline" onClick={toggleHidden} aria-busy={setHidden.isPending || undefined}>
                {photo.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                {t(photo.hidden ? "photos.show" : "photos.hide")}
              </Button>
            )}
            {(access.host || photo.mine) && (
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" />
                {t("photos.delete")}
              </Button>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("photos.deleteTitle")}
        description={t("photos.deleteText")}
        keepLabel={t("photos.deleteKeep")}
        confirmLabel={t("photos.delete")}
        busyLabel={t("photos.deleting")}
        busy={remove.isPending}
        onConfirm={deletePhoto}
      />
    </>
  );
}
