// Deleting a hosted hang from the dashboard, after a confirmation: it cannot be undone.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useDeleteHang } from "./api.ts";

// The confirmation downloads when first asked for.
const ConfirmDialog = lazyChunk(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);

export function DeleteHangButton({
  hang,
  onDeleted,
}: {
  hang: Pick<UserHang, "id" | "name">;
  /** The card is gone afterwards: the page moves focus somewhere that still exists. */
  onDeleted: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteHang(onDeleted);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="h-11 px-4 text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t("dashboard.delete")}
      </Button>
      <LoadWhen when={open}>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t("dashboard.deleteHangTitle")}
          description={t("dashboard.deleteHangText", { name: hang.name })}
          keepLabel={t("dashboard.keepIt")}
          confirmLabel={t("dashboard.deleteHang")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(hang.id, { onSuccess: () => setOpen(false) })}
        />
      </LoadWhen>
    </>
  );
}
