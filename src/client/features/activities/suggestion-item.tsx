// One activity in the panel: what it is, who suggested it, and love / up / down votes with counts.
// The original activity is listed but takes no votes.
import { Trash2 } from "lucide-react";
import { VOTE_TYPES, type VoteTally, type VoteType } from "../../../shared/activities.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import type { ActivitySuggestion } from "./api.ts";

const VOTE_EMOJI: Record<VoteType, string> = { love: "❤️", up: "👍", down: "👎" };
const VOTE_LABELS: Record<VoteType, MessageId> = {
  love: "activities.voteLove",
  up: "activities.voteUp",
  down: "activities.voteDown",
};
const PRESSED: Record<VoteType, string> = {
  love: "aria-pressed:border-rose-500 aria-pressed:bg-rose-50 aria-pressed:text-rose-900",
  up: "aria-pressed:border-green-600 aria-pressed:bg-green-50 aria-pressed:text-green-900",
  down: "aria-pressed:border-stone-500 aria-pressed:bg-stone-100 aria-pressed:text-stone-900",
};

export function activityTitle(
  s: Pick<ActivitySuggestion, "vibe" | "customActivity">,
  t: (id: MessageId) => string,
  vibeLabel: (vibe: string) => string,
): string {
  return s.vibe === "other" ? s.customActivity || t("activities.somethingElse") : vibeLabel(s.vibe);
}

export interface SuggestionItemProps {
  suggestion: ActivitySuggestion;
  tally: VoteTally;
  myVote: VoteType | undefined;
  /** Voting is off (no name and e-mail yet, or the host's read-only view). */
  disabled: boolean;
  /** Pressing one's own vote again takes it back. */
  onVote: (voteType: VoteType) => void;
  /** Offered on the voter's own suggestion (or one made in their name before they proved it). */
  onRemove?: () => void;
}

export function SuggestionItem({
  suggestion,
  tally,
  myVote,
  disabled,
  onVote,
  onRemove,
}: SuggestionItemProps) {
  const t = useT();
  const vibeLabel = useVibeLabel();
  const title = activityTitle(suggestion, t, vibeLabel);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-content-center rounded-xl bg-accent font-emoji text-2xl ring-1 ring-orange-100"
        >
          {vibeEmoji(suggestion.vibe)}
        </span>
        <div className="grid min-w-0 flex-1 content-start gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
            <span className="min-w-0 break-words">{title}</span>
            {suggestion.isOriginal && <Badge variant="secondary">{t("activities.original")}</Badge>}
          </p>
          {suggestion.description && (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {suggestion.description}
            </p>
          )}
          <p className="text-xs break-words text-muted-foreground">
            {t("activities.suggestedBy", { name: suggestion.suggestedBy })}
          </p>
        </div>
        {onRemove && (
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-1 size-11 shrink-0 text-muted-foreground"
            aria-label={t("activities.removeSuggestion", { title })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {!suggestion.isOriginal && (
        <fieldset className="flex min-w-0 gap-2">
          <legend className="sr-only">{t("activities.voteOn", { title })}</legend>
          {VOTE_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={myVote === type}
              disabled={disabled}
              onClick={() => onVote(type)}
              className={cn(
                "grid min-h-12 min-w-0 flex-1 grid-cols-[auto_auto] place-content-center items-center gap-x-1 gap-y-0.5 rounded-lg border bg-card px-1 py-1.5 text-xs font-semibold outline-none transition-colors sm:flex sm:min-h-10 sm:justify-center sm:gap-1.5 sm:text-sm",
                "hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-card",
                PRESSED[type],
              )}
            >
              <span aria-hidden="true" className="justify-self-end">
                {VOTE_EMOJI[type]}
              </span>
              {/* Phones: emoji and count above, the label below; wider: one line. */}
              <span className="col-span-2 row-start-2 whitespace-nowrap">{t(VOTE_LABELS[type])}</span>
              <span className="justify-self-start rounded-full bg-muted px-1.5 tabular-nums">
                {tally[type]}
              </span>
            </button>
          ))}
        </fieldset>
      )}
    </li>
  );
}
