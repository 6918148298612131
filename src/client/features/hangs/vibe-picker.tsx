import { RadioGroup } from "radix-ui";
import { VIBES } from "../../../shared/vibes.ts";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { cn } from "../../lib/cn.ts";

export interface VibePickerProps {
  /** A catalogue value ("other" for a custom vibe), or "" when nothing is chosen yet. */
  choice: string;
  onChoice: (value: string) => void;
  customText: string;
  onCustomText: (text: string) => void;
  labelledBy: string;
}

/** The 25 vibes as a radio group; "Other" asks for a description, which becomes the vibe. */
export function VibePicker({ choice, onChoice, customText, onCustomText, labelledBy }: VibePickerProps) {
  return (
    <div className="grid gap-4">
      <RadioGroup.Root
        value={choice}
        onValueChange={onChoice}
        aria-labelledby={labelledBy}
        className="grid grid-cols-3 gap-2 sm:grid-cols-5"
        loop
      >
        {VIBES.map((vibe) => (
          <RadioGroup.Item
            key={vibe.value}
            value={vibe.value}
            className={cn(
              "flex min-h-20 flex-col items-center justify-center gap-1 rounded-xl border bg-card px-1.5 py-2.5 text-center outline-none transition-all",
              "hover:border-orange-300 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
              "data-[state=checked]:border-primary data-[state=checked]:bg-secondary data-[state=checked]:shadow-sm data-[state=checked]:ring-1 data-[state=checked]:ring-primary",
            )}
          >
            <span className="text-2xl leading-none" aria-hidden="true">
              {vibe.emoji}
            </span>
            <span className="text-xs leading-tight font-medium">{vibe.label}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {choice === "other" && (
        <div className="grid gap-2">
          <Label htmlFor="custom-vibe">Describe the vibe</Label>
          <Input
            id="custom-vibe"
            value={customText}
            onChange={(e) => onCustomText(e.target.value)}
            placeholder="e.g. Karaoke night"
            maxLength={100}
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
