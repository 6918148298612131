// "What to bring" downloads only once the hang's list turns out to have items: most hangs have
// none, and their guests' page stays as small as it was. The list itself is read here (the panel
// reads the same query, already answered).
import { type ComponentProps, Suspense } from "react";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useBringList } from "./api.ts";

const Panel = lazyChunk(() => import("./bring-list-panel.tsx").then((m) => ({ default: m.BringListPanel })));

export function BringListPanel(props: ComponentProps<typeof Panel>) {
  const list = useBringList(props.hangId);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
