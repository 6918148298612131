import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { tallyVotes } from "../../../shared/activities.ts";
import { type ActivityOption, rankActivities } from "../../../shared/finalize.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import { useSuggestions, useVotes } from "../activities/api.ts";

/** The original activity and every suggestion, ranked by love votes, then by votes in all. */
export function useActivityOptions(hangId: string, enabled: boolean): ActivityOption[] {
  const suggestions = useSuggestions(hangId, undefined, enabled);
  const votes = useVotes(hangId, undefined, enabled);
  const tallies = tallyVotes(votes.data ?? []);
  const options = (suggestions.data ?? []).map((s): ActivityOption => {
    const tally = tallies.get(s.id) ?? { love: 0, up: 0, down: 0 };
    return {
      id: s.id,
      value: s.vibe === "other" && s.customActivity ? s.customActivity : s.vibe,
      love: tally.love,
      total: tally.love + tally.up + tally.down,
      isOriginal: s.isOriginal,
    };
  });
  return rankActivities(options);
}

/** "Final Activity": shown only when there is a choice to make. */
export function ActivityChooser({
  options,
  value,
  onChange,
}: {
  options: readonly ActivityOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const t = useT();
  const vibeLabel = useVibeLabel();
  if (options.length < 2) return null;
  return (
    <div className="grid gap-3">
      <p id={id} className="text-sm font-medium">
        {t("host.finalActivity")}
      </p>
      <RadioGroup.Root value={value} onValueChange={onChange} aria-labelledby={id} className="grid gap-2">
        {options.map((option) => (
          <RadioGroup.Item
            key={option.id}
            value={option.id}
            className={cn(
              "flex items-center justify-between gap-3 rounded-xl border bg-card px-3 py-2.5 text-left outline-none transition-colors",
              "hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
              "data-[state=checked]:border-primary data-[state=checked]:bg-secondary",
            )}
          >
            <span className="flex min-w-0 items-center gap-2.5">
              <span className="font-emoji text-xl" aria-hidden="true">
                {vibeEmoji(option.value)}
              </span>
              <span className="min-w-0 text-sm font-medium wrap-anywhere">{vibeLabel(option.value)}</span>
              {option.isOriginal && <Badge variant="outline">{t("activities.original")}</Badge>}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {t("host.activityVotes", { love: option.love, total: option.total })}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
