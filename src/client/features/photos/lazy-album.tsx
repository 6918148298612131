// The album downloads only where it shows: for a host or someone who answered, once the hang is
// locked in (or the host opened it before), never on a cancelled hang. Everyone else's page, and
// the page's first load, carry this gate alone.
import { Suspense } from "react";
import { expectEveryMessage } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { Hang } from "../hangs/api.ts";
import type { AlbumAccess } from "./api.ts";

// Its words are not among the page's own: they are fetched alongside its code.
const Album = lazyChunk(() => {
  expectEveryMessage();
  return import("./album-card.tsx").then((m) => ({ default: m.AlbumCard }));
});

export function PhotoAlbum({
  hang,
  access,
}: {
  hang: Pick<Hang, "id" | "isFinalized" | "isCancelled" | "photosOpen">;
  /** Who is looking; none for someone who has not answered (the album is not theirs to see). */
  access: AlbumAccess | undefined;
}) {
  if (!access || hang.isCancelled || !(hang.isFinalized || hang.photosOpen)) return null;
  return (
    <Suspense fallback={null}>
      <Album hangId={hang.id} access={access} />
    </Suspense>
  );
}
