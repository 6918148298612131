import { ChevronRight, MapPin, X } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import type { ChosenLocation } from "../../../shared/location-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { dismissToast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { lazyChunk } from "../../lib/retry-import.ts";

const loadDialog = () => import("./location-dialog.tsx");
const LocationDialog = lazyChunk(loadDialog);

/**
 * Starts downloading the "Choose Location" dialog: when the host points at or focuses the field,
 * or starts filling in the form around it, so it opens at once when asked for.
 */
export function preloadLocationDialog() {
  void loadDialog();
}

export interface LocationFieldProps {
  value: ChosenLocation | null;
  onChange: (location: ChosenLocation | null) => void;
  /** The hang's vibe, so local suggestions made for it come first. */
  vibe?: string;
  /** The id of the visible label naming this field. */
  labelledBy?: string;
}

/** An optional location: a button showing the choice (or "Add location") that opens "Choose Location". */
export function LocationField({ value, onChange, vibe, labelledBy }: LocationFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once opened, so closing it can run its exit and return focus.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const detail = value && value.address !== value.name ? value.address : undefined;
  const openChange = (next: boolean) => {
    // A toast about the form (a missing vibe, say) would sit on top of the dialog: it has been read.
    if (next) dismissToast();
    if (next) setOpened(true);
    setOpen(next);
  };

  return (
    <>
      <div className="flex items-center gap-2">
        <button
          ref={trigger}
          type="button"
          aria-describedby={labelledBy}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preloadLocationDialog}
          onFocus={preloadLocationDialog}
          onClick={() => openChange(true)}
          className={cn(
            "flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-xl border bg-card px-3 py-2.5 text-left shadow-xs outline-none transition-colors",
            "hover:border-orange-300 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
            !value && "border-dashed",
          )}
        >
          <span className="grid size-9 shrink-0 place-content-center rounded-xl bg-secondary text-primary">
            <MapPin className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium wrap-anywhere">
              {value ? value.name : t("create.addLocation")}
            </span>
            {detail && <span className="block text-xs text-muted-foreground wrap-anywhere">{detail}</span>}
            <span className="block text-xs text-muted-foreground">
              {t(value ? "create.tapToChange" : "create.optional")}
            </span>
          </span>
          <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </button>
        {value && (
          <Button
            variant="ghost"
            size="icon"
            className="text-muted-foreground"
            aria-label={t("create.removeLocation")}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <LocationDialog
            open={open}
            onOpenChange={openChange}
            vibe={vibe}
            returnFocusTo={trigger}
            onChoose={(choice) => {
              onChange(choice);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
