import { vibeEmoji } from "../../../shared/vibes.ts";
import { cn } from "../../lib/cn.ts";

const SIZES = {
  md: "size-14 rounded-2xl text-3xl",
  lg: "mx-auto size-20 rounded-3xl text-5xl",
};

/** The vibe's emoji on a soft tile: decoration only, the vibe is named in text beside it. */
export function VibeTile({ vibe, size = "md" }: { vibe: string; size?: keyof typeof SIZES }) {
  return (
    <span
      className={cn(
        "grid shrink-0 place-content-center bg-card font-emoji shadow-sm ring-1 ring-orange-100",
        SIZES[size],
      )}
      aria-hidden="true"
    >
      {vibeEmoji(vibe)}
    </span>
  );
}
