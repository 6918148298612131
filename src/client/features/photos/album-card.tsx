// The hang's album, for its hosts and the people who answered: "Add photos" (several at once, each
// with its progress and its own retry), the thumbnails, and the viewer they open.
import { ImagePlus, Images } from "lucide-react";
import { type ChangeEvent, useCallback, useRef, useState } from "react";
import { PHOTO_ACCEPT } from "../../../shared/photos.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { type AlbumAccess, useAlbum } from "./api.ts";
import { DownloadAll } from "./download-all.tsx";
import { PhotoGrid } from "./photo-grid.tsx";
import { PhotoViewer } from "./photo-viewer.tsx";
import { UploadList } from "./upload-list.tsx";
import { useUploads } from "./use-uploads.ts";

export function AlbumCard({ hangId, access }: { hangId: string; access: AlbumAccess }) {
  const t = useT();
  const album = useAlbum(hangId, access);
  const uploads = useUploads(hangId, access);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const [viewer, setViewer] = useState<{ photoId: string; open: boolean }>();

  const thumbRef = useCallback((photoId: string, button: HTMLButtonElement | null) => {
    if (button) thumbs.current.set(photoId, button);
    else thumbs.current.delete(photoId);
  }, []);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared, so choosing the same file again (after a refusal) is a change too.
    event.currentTarget.value = "";
    if (files.length > 0) uploads.add(files);
  };
  const photos = album.data ?? [];
  // Refused (an answer since removed, a stale secret): the album is not this viewer's to show.
  if (album.isError) return null;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Images className="size-5 text-primary" aria-hidden="true" />
          {t("photos.albumTitle")}
        </CardTitle>
        <CardDescription>{t("photos.albumDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={chosen}
          />
          <Button
            ref={addButton}
            variant="outline"
            className="justify-self-start"
            aria-describedby={`${hangId}-photos-hint`}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {t("photos.addPhotos")}
          </Button>
          <p id={`${hangId}-photos-hint`} className="text-xs text-muted-foreground">
            {t("photos.addHint")}
          </p>
        </div>
        <UploadList
          rows={uploads.rows}
          onRetry={uploads.retry}
          onDismiss={(row) => {
            uploads.dismiss(row.key);
            addButton.current?.focus();
          }}
        />
        {album.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : photos.length === 0 ? (
          <p className="rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">{t("photos.empty")}</p>
        ) : (
          <>
            <PhotoGrid
              photos={photos}
              access={access}
              thumbRef={thumbRef}
              onOpen={(photoId) => setViewer({ photoId, open: true })}
            />
            <DownloadAll hangId={hangId} access={access} count={photos.length} />
          </>
        )}
      </CardContent>
      {viewer && (
        <PhotoViewer
          hangId={hangId}
          access={access}
          photos={photos}
          photoId={viewer.photoId}
          open={viewer.open}
          onShow={(photoId) => setViewer({ photoId, open: true })}
          onClose={() => setViewer((shown) => shown && { ...shown, open: false })}
          // The photo shown last, else (it was deleted) the button that adds photos.
          returnFocus={() => (viewer && thumbs.current.get(viewer.photoId)) ?? addButton.current}
        />
      )}
    </Card>
  );
}
