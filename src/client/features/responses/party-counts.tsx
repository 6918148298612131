// Counts in heads where they differ from answers (decision 0065): "7 people: 5 answers + 2 guests",
// and each time's spots on a capacity hang.
import { ANSWERS, type AnswerCounts } from "../../../shared/responses.ts";
import type { NameGroup, TimeCapacity } from "../../../shared/summary.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../i18n/i18n.ts";
import { GROUP_LABELS } from "./answers.ts";

/** One line per answer whose people outnumber its answers. */
export function HeadsNote({ counts, heads }: { counts: AnswerCounts; heads: AnswerCounts | undefined }) {
  const t = useT();
  const differing = heads ? ANSWERS.filter((a) => heads[a] !== counts[a]) : [];
  if (!heads || differing.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {differing.map((answer) => (
        <li key={answer}>
          <span className="font-medium">{GROUP_LABELS[answer]}:</span>{" "}
          {t("party.headsDetail", {
            heads: heads[answer],
            answers: counts[answer],
            guests: heads[answer] - counts[answer],
          })}
        </li>
      ))}
    </ul>
  );
}

/** "Going (3)", or "Going (5 people)" when the three bring guests. */
export function useGroupLabel() {
  const t = useT();
  return (label: string, group: NameGroup) =>
    `${label} (${group.heads !== undefined && group.heads !== group.count ? t("party.heads", { heads: group.heads }) : group.count})`;
}

/** A capacity hang's time: FULL, or the spots left, and how many wait. */
export function SlotCapacity({ capacity }: { capacity: TimeCapacity | null }) {
  const t = useT();
  if (!capacity) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={capacity.full ? "destructive" : "success"}>
        {capacity.full ? t("answer.full") : t("party.spotsLeftShort", { count: capacity.spotsLeft })}
      </Badge>
      {capacity.waitlist.count > 0 && (
        <Badge variant="warning">
          {t("host.waitlist")}: {t("party.heads", { heads: capacity.waitlist.heads })}
        </Badge>
      )}
    </span>
  );
}
