import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { VibeTile } from "./vibe-tile.tsx";

/** The top of a hang's summary card: vibe tile, vibe label and name, plus any extra line. */
export function HangSummaryHeader({
  hang,
  children,
}: {
  hang: { vibe: string; name: string };
  children?: ReactNode;
}) {
  const vibeLabel = useVibeLabel();
  return (
    <div className="flex items-start gap-4">
      <VibeTile vibe={hang.vibe} />
      <div className="min-w-0">
        <Badge variant="secondary">{vibeLabel(hang.vibe)}</Badge>
        <h2 className="mt-1.5 text-xl font-semibold break-words">{hang.name}</h2>
        {children}
      </div>
    </div>
  );
}
