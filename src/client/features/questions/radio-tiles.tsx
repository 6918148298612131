// A small set of radio tiles under a legend (a question's kind, who sees its answers, a guest's
// choice): native radios, so arrow keys move between them and screen readers name the group.
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
import { cn } from "../../lib/cn.ts";

export function RadioTiles<V extends string>({
  name,
  legend,
  legendClassName,
  options,
  value,
  onChange,
  invalid,
  describedBy,
  columns = "sm:grid-cols-2",
}: {
  name: string;
  legend: React.ReactNode;
  legendClassName?: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  invalid?: boolean;
  describedBy?: string;
  columns?: string;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy}>
      <legend className={cn("mb-2 text-sm font-medium", legendClassName)}>{legend}</legend>
      <div className={cn("grid grid-cols-1 gap-2", columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(RADIO_TILE_CLASSES, "flex min-h-11 items-center px-3 py-2 text-sm")}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={invalid ? true : undefined}
              className={RADIO_TILE_INPUT_CLASSES}
            />
            <span className="font-medium">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
