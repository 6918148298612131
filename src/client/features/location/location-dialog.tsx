// "Choose Location": downloaded when the host first reaches for the location field, so the create
// and edit pages' first load carries no dialog code (docs/decisions/0029-no-zod-on-the-guest-page.md).
import type { RefObject } from "react";
import type { ChosenLocation } from "../../../shared/location-rules.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useT } from "../../i18n/i18n.ts";
import { LocationSearch } from "./location-search.tsx";

export default function LocationDialog({
  open,
  onOpenChange,
  vibe,
  onChoose,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vibe?: string;
  onChoose: (choice: ChosenLocation) => void;
  /** The field's button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("create.chooseLocation")}</DialogTitle>
          <DialogDescription>{t("create.chooseLocationText")}</DialogDescription>
        </DialogHeader>
        <LocationSearch vibe={vibe} onChoose={onChoose} />
      </DialogContent>
    </Dialog>
  );
}
