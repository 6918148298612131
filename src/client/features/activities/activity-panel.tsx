// "What should we do?": the hang's original activity and guests' alternatives with their votes.
// Guests vote and suggest once they have given a name and e-mail above; the host only reads.
import { Lightbulb, Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { tallyVotes, type VoteType } from "../../../shared/activities.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useRemoveActivity, useSuggestions, useVote, useVotes } from "./api.ts";
import { activityFailed } from "./failure.ts";
import { SuggestionItem } from "./suggestion-item.tsx";
import type { Voter } from "./voter.ts";

// The dialog (Radix Dialog and its scroll lock) loads when first opened, not with the guest page.
const SuggestionDialog = lazyChunk(() =>
  import("./suggestion-dialog.tsx").then((m) => ({ default: m.SuggestionDialog })),
);

const NO_VOTES = { love: 0, up: 0, down: 0 };

export function ActivityPanel({
  hangId,
  voter,
  readOnly = false,
}: {
  hangId: string;
  /** Undefined until the guest has given a name and e-mail. */
  voter: Voter | undefined;
  /** The host's view: votes are shown, not cast. */
  readOnly?: boolean;
}) {
  const t = useT();
  const suggestions = useSuggestions(hangId, voter, true);
  const votes = useVotes(hangId, voter, true);
  const vote = useVote(hangId);
  const remove = useRemoveActivity(hangId);
  const [suggesting, setSuggesting] = useState(false);
  // Once loaded the dialog stays mounted, so closing it animates and hands focus back.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (suggesting && !dialogLoaded) setDialogLoaded(true);
  const tallies = tallyVotes(votes.data ?? []);
  const myVotes = new Map((votes.data ?? []).filter((v) => v.mine).map((v) => [v.suggestionId, v.voteType]));
  const canAct = !readOnly && voter !== undefined;

  // Removing what is the voter's own: their suggestion, or their vote (pressing it again).
  const removeOwn = (path: `${"activity-suggestions" | "activity-votes"}/${string}`, done: string) => {
    if (!voter || remove.isPending) return;
    remove.mutate(
      { path, voter },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) => toast({ variant: "destructive", ...activityFailed(error) }),
      },
    );
  };

  const castVote = (suggestionId: string, voteType: VoteType) => {
    if (myVotes.get(suggestionId) === voteType)
      return removeOwn(`activity-votes/${suggestionId}`, t("activities.voteRemoved"));
    if (!voter || vote.isPending) return;
    const body = { suggestionId, voterName: voter.name, voterEmail: voter.email, voteType };
    vote.mutate(
      { body, voter },
      {
        onSuccess: () => toast({ title: t("activities.voteCounted") }),
        onError: (error) => toast({ variant: "destructive", ...activityFailed(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          {t("activities.title")}
        </CardTitle>
        <CardDescription>
          {readOnly ? t("activities.readOnlyDescription") : t("activities.description")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!readOnly && !voter && (
          <p className="rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
            {t("activities.identityRequired")}
          </p>
        )}
        {suggestions.isPending ? (
          <Spinner className="size-6" />
        ) : suggestions.isError ? (
          <p className="text-sm text-muted-foreground">{t("activities.loadFailed")}</p>
        ) : (
          <ul className="grid gap-3">
            {suggestions.data.map((s) => (
              <SuggestionItem
                key={s.id}
                suggestion={s}
                tally={tallies.get(s.id) ?? NO_VOTES}
                myVote={myVotes.get(s.id)}
                disabled={!canAct}
                onVote={(type) => castVote(s.id, type)}
                onRemove={
                  s.mine && canAct
                    ? () => removeOwn(`activity-suggestions/${s.id}`, t("activities.suggestionRemoved"))
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        {!readOnly && (
          <>
            <Button
              variant="outline"
              className="w-full sm:w-fit"
              disabled={!canAct}
              onClick={() => setSuggesting(true)}
            >
              <Plus aria-hidden="true" />
              {t("activities.suggest")}
            </Button>
            {(suggesting || dialogLoaded) && (
              <Suspense fallback={null}>
                <SuggestionDialog
                  hangId={hangId}
                  voter={voter}
                  open={suggesting}
                  onOpenChange={setSuggesting}
                />
              </Suspense>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
