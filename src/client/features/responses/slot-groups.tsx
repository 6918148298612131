import { ANSWERS, type Answer } from "../../../shared/responses.ts";
import { readTimeWindows, slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import type { Hang } from "../hangs/api.ts";
import { ANSWER_EMOJI, GROUP_LABELS, OVERALL_LABELS } from "./answers.ts";
import type { FullResponse, PublicResponse } from "./api.ts";
import { GuestAvatar } from "./guest-avatar.tsx";

/** Responses grouped by their answer for one slot; guests who skipped the slot are left out. */
export function groupBySlot<R extends PublicResponse>(
  responses: readonly R[],
  slot: TimeSlot,
): Record<Answer, R[]> {
  const key = slotKey(slot);
  const groups: Record<Answer, R[]> = { yes: [], maybe: [], no: [] };
  for (const r of responses) {
    const answer = r.timeSlotAvailability[key];
    if (answer) groups[answer].push(r);
  }
  return groups;
}

function hasEmail(r: PublicResponse): r is FullResponse {
  return "guestEmail" in r && typeof r.guestEmail === "string";
}

export function GuestIdentity({ response, answer }: { response: PublicResponse; answer: Answer }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <GuestAvatar name={response.guestName} answer={answer} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{response.guestName}</span>
        {hasEmail(response) && (
          <span className="block truncate text-xs text-muted-foreground">{response.guestEmail}</span>
        )}
      </span>
    </div>
  );
}

/** One slot's guests under Going / Maybe / Can't make it. */
export function SlotGroups({ groups }: { groups: Record<Answer, PublicResponse[]> }) {
  const answered = ANSWERS.filter((a) => groups[a].length > 0);
  if (answered.length === 0)
    return <p className="text-sm text-muted-foreground">No answers for this time yet.</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {answered.map((answer) => (
        <div key={answer} className="grid content-start gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {GROUP_LABELS[answer]} ({groups[answer].length})
          </h4>
          <ul className="grid gap-2">
            {groups[answer].map((r) => (
              <li key={r.id}>
                <GuestIdentity response={r} answer={answer} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Older hangs: everyone in one list with an emoji for their answer. */
export function FlatResponseList({ responses }: { responses: readonly PublicResponse[] }) {
  return (
    <ul className="grid gap-2.5">
      {responses.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-3">
          <GuestIdentity response={r} answer={r.response} />
          <span className="shrink-0 text-sm text-muted-foreground">
            <span aria-hidden="true">{ANSWER_EMOJI[r.response]} </span>
            {OVERALL_LABELS[r.response]}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The display strings of an older hang's windows. */
export function windowsOf(hang: Hang): string[] {
  return hang.timeSlots.length > 0 ? [] : readTimeWindows(hang.timeWindows);
}
