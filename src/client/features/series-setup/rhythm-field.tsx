// How often the hang comes round: every week, every 2 weeks or every month (an RRULE underneath).
import type { SeriesRhythm } from "../../../shared/series.ts";
import { FieldError } from "../../components/ui/label.tsx";
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { RHYTHM_NAMES, RHYTHMS } from "./rules.ts";

export function RhythmField({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: SeriesRhythm;
  onChange: (rhythm: SeriesRhythm) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <p id={`${idPrefix}-label`} className="text-sm font-medium">
        {t("seriesSetup.rhythm")}
      </p>
      {/* The browser's own radios: one tab stop, arrows move the choice. */}
      <div
        role="radiogroup"
        aria-labelledby={`${idPrefix}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idPrefix}-error` : undefined}
        className="grid grid-cols-3 gap-2"
      >
        {RHYTHMS.map((rhythm) => (
          <label
            key={rhythm}
            className={cn(
              RADIO_TILE_CLASSES,
              "flex min-h-12 items-center justify-center px-2 py-2 text-center text-sm font-medium",
            )}
          >
            <input
              type="radio"
              name={`${idPrefix}-rhythm`}
              value={rhythm}
              checked={value === rhythm}
              onChange={() => onChange(rhythm)}
              className={RADIO_TILE_INPUT_CLASSES}
            />
            {t(RHYTHM_NAMES[rhythm])}
          </label>
        ))}
      </div>
      <FieldError id={`${idPrefix}-error`}>{error}</FieldError>
    </div>
  );
}
