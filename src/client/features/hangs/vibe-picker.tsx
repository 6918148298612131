import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import { shownVibes, vibeOrder } from "./vibe-order.ts";

export interface VibePickerProps {
  /** A catalogue value ("other" for a custom vibe), or "" when nothing is chosen yet. */
  choice: string;
  onChoice: (value: string) => void;
  customText: string;
  onCustomText: (text: string) => void;
  labelledBy: string;
  /** The refused-submit message: marks the grid, or the Other description, invalid in place. */
  error?: string;
  /** Vibes this host chose lately: shown first. */
  recent?: readonly string[];
}

/**
 * The 25 vibes as a radio group; "Other" asks for a description, which becomes the vibe. The
 * everyday (or recently used) vibes show first and "More vibes" reveals the rest, so the grid takes
 * a third of a phone's screen rather than a screen and a half; a chosen vibe always stays in view.
 */
export function VibePicker({
  choice,
  onChoice,
  customText,
  onCustomText,
  labelledBy,
  error,
  recent,
}: VibePickerProps) {
  const t = useT();
  const vibeLabel = useVibeLabel();
  const errorId = `${labelledBy}-error`;
  const tilesId = `${labelledBy}-tiles`;
  // The order is fixed when the picker appears: tiles must not move while the host picks.
  const [order] = useState(() => vibeOrder(recent));
  const [open, setOpen] = useState(false);
  const shown = shownVibes(order, open, choice);
  const tiles = useRef<HTMLDivElement>(null);
  // The first tile "More vibes" revealed: it takes the focus, so the keyboard carries on from there.
  const [revealed, setRevealed] = useState<string>();
  useEffect(() => {
    if (!revealed) return;
    tiles.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(revealed)}"]`)?.focus();
    setRevealed(undefined);
  }, [revealed]);
  const toggle = () => {
    if (!open) setRevealed(order.rest.find((v) => v !== choice));
    setOpen(!open);
  };
  const describing = choice === "other";
  const gridError = error && !describing ? error : undefined;
  const textError = error && describing ? error : undefined;
  return (
    <div className="grid gap-4">
      {/* The browser's own radio buttons: one tab stop, arrows move the choice, and a page of 25
          tiles renders in a fraction of the time a scripted radio group took on a slow phone. */}
      <div
        ref={tiles}
        id={tilesId}
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-invalid={gridError ? true : undefined}
        aria-describedby={gridError ? errorId : undefined}
        className={cn(
          "grid grid-cols-3 gap-2 rounded-xl sm:grid-cols-5",
          gridError && "ring-2 ring-destructive ring-offset-4 ring-offset-card",
        )}
      >
        {shown.map((vibe) => (
          <label
            key={vibe}
            className={cn(
              RADIO_TILE_CLASSES,
              "flex min-h-20 flex-col items-center justify-center gap-1 px-1.5 py-2.5 text-center transition-all",
            )}
          >
            <input
              type="radio"
              name={`${labelledBy}-vibe`}
              value={vibe}
              checked={choice === vibe}
              onChange={() => onChoice(vibe)}
              className={RADIO_TILE_INPUT_CLASSES}
            />
            <span className="font-emoji text-2xl leading-none" aria-hidden="true">
              {vibeEmoji(vibe)}
            </span>
            <span className="text-xs leading-tight font-medium">{vibeLabel(vibe)}</span>
          </label>
        ))}
      </div>
      <Button
        variant="outline"
        className="h-11 justify-self-center"
        aria-expanded={open}
        aria-controls={tilesId}
        onClick={toggle}
      >
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        {t(open ? "create.fewerVibes" : "create.moreVibes")}
      </Button>
      <FieldError id={errorId}>{gridError}</FieldError>
      {describing && (
        <div className="grid gap-2">
          <Label htmlFor="custom-vibe">{t("create.describeVibe")}</Label>
          <Input
            id="custom-vibe"
            value={customText}
            onChange={(e) => onCustomText(e.target.value)}
            placeholder={t("create.vibePlaceholder")}
            maxLength={100}
            autoComplete="off"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? errorId : undefined}
          />
          <FieldError id={errorId}>{textError}</FieldError>
        </div>
      )}
    </div>
  );
}
