import { useContext } from "react";
import { ANSWERS, type Answer } from "../../../shared/responses.ts";
import type { GuestName, NameGroup, ResponsesSummary, SlotGroupsSummary } from "../../../shared/summary.ts";
import { readTimeWindows, slotKey, type TimeSlot } from "../../../shared/time-slots.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { AllNamesToggle } from "./all-names.tsx";
import { ANONYMOUS, ANSWER_EMOJI, GROUP_LABELS, OVERALL_LABELS } from "./answers.ts";
import type { NamesSource } from "./api.ts";
import { GuestAvatar } from "./guest-avatar.tsx";
import { OwnResponseIdContext } from "./own-response-context.ts";
import { useGroupLabel } from "./party-counts.tsx";

export function GuestIdentity({ guest, answer }: { guest: GuestName; answer: Answer }) {
  const t = useT();
  // This browser's own answer reads "You"; a private one "Anonymous" (the server's word, kept for the avatar's "?").
  const own = useContext(OwnResponseIdContext) === guest.id;
  const anonymous = !own && guest.guestName === ANONYMOUS;
  const name = own ? t("answer.you") : anonymous ? t("answer.anonymous") : guest.guestName;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <GuestAvatar name={anonymous ? ANONYMOUS : name} answer={answer} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">
          {guest.plusOnes ? t("party.withGuests", { name, count: guest.plusOnes }) : name}
        </span>
        {guest.guestEmail && (
          <span className="block truncate text-xs text-muted-foreground">{guest.guestEmail}</span>
        )}
        {guest.addedByHost && (
          <span className="block text-xs text-muted-foreground">{t("hostAnswers.addedByHost")}</span>
        )}
      </span>
    </div>
  );
}

/** One slot's guests under Going / Maybe / Can't make it: the first few, then "Show all". */
export function SlotGroups({ slot, source }: { slot: SlotGroupsSummary; source: NamesSource }) {
  const t = useT();
  const groupLabel = useGroupLabel();
  const answered = ANSWERS.filter((a) => slot[a].count > 0);
  if (answered.length === 0)
    return <p className="text-sm text-muted-foreground">{t("answer.noAnswersYet")}</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {answered.map((answer) => (
        <div key={answer} className="grid content-start gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {groupLabel(GROUP_LABELS[answer], slot[answer])}
          </h4>
          <AllNamesToggle
            group={slot[answer]}
            source={source}
            filter={{ slot: slot.key, answer }}
            label={groupLabel(GROUP_LABELS[answer], slot[answer])}
            renderName={(guest) => <GuestIdentity guest={guest} answer={answer} />}
          />
        </div>
      ))}
    </div>
  );
}

function FlatEntry({ guest }: { guest: GuestName }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <GuestIdentity guest={guest} answer={guest.response} />
      <span className="shrink-0 text-sm text-muted-foreground">
        <span aria-hidden="true">{ANSWER_EMOJI[guest.response]} </span>
        {OVERALL_LABELS[guest.response]}
      </span>
    </div>
  );
}

/** Older hangs: everyone in one list with an emoji for their answer. */
export function FlatResponseList({ everyone, source }: { everyone: NameGroup; source: NamesSource }) {
  const t = useT();
  return (
    <AllNamesToggle
      group={everyone}
      source={source}
      filter={{}}
      label={t("answer.everyone", { count: everyone.count })}
      renderName={(guest) => <FlatEntry guest={guest} />}
    />
  );
}

/** The display strings of an older hang's windows. */
export function windowsOf(hang: Hang): string[] {
  return hang.timeSlots.length > 0 ? [] : readTimeWindows(hang.timeWindows);
}

const EMPTY_GROUP: NameGroup = { count: 0, heads: 0, first: [] };

/** Each of the hang's slots with its summary (empty groups for a slot the summary lacks). */
export function slotSummaries(
  hang: Hang,
  summary: ResponsesSummary,
): { slot: TimeSlot; groups: SlotGroupsSummary }[] {
  const byKey = new Map(summary.slots.map((s) => [s.key, s]));
  return hang.timeSlots.map((slot) => {
    const key = slotKey(slot);
    return {
      slot,
      groups: byKey.get(key) ?? {
        key,
        yes: EMPTY_GROUP,
        maybe: EMPTY_GROUP,
        no: EMPTY_GROUP,
        capacity: null,
      },
    };
  });
}
