// The answer form's party (decision 0065): how many guests the person brings (when the host allows
// any), their names if they like, and "Put me on the waitlist" when a time they want is full for
// the whole party. Kept apart from the form's own values, and sent with them.
import { type ComponentProps, Suspense, useState } from "react";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { FullResponse } from "./api.ts";

export interface Party {
  plusOnes: number;
  plusOneNames: string[];
  waitlist: boolean;
}

/** The party as the answer being edited (or a draft a reload left) has it, else just the guest. */
export function useParty(
  editing: Partial<Pick<FullResponse, "plusOnes" | "plusOneNames" | "waitingFor">> | undefined,
) {
  return useState<Party>(() => ({
    plusOnes: editing?.plusOnes ?? 0,
    plusOneNames: editing?.plusOneNames ?? [],
    // Already waiting somewhere: the choice stands until they untick it.
    waitlist: (editing?.waitingFor?.length ?? 0) > 0,
  }));
}

/** What the answer body carries of the party (names only for the guests brought). */
export function partyPayload(party: Party, allowed: number) {
  const plusOnes = Math.min(party.plusOnes, allowed);
  return {
    ...(allowed > 0
      ? { plusOnes, plusOneNames: party.plusOneNames.slice(0, plusOnes).map((n) => n.trim()) }
      : {}),
    waitlist: party.waitlist,
  };
}

/**
 * Times a Yes from this party cannot take a spot on: full, or with fewer spots than its heads.
 * `alreadyYes` times (the answer being edited holds or awaits them) are never blocked.
 */
export function blockedTimes(
  summary: ResponsesSummary | undefined,
  heads: number,
  alreadyYes: (key: string) => boolean,
): string[] {
  if (!summary) return [];
  return summary.slots
    .filter((slot) => slot.capacity && slot.capacity.spotsLeft < heads && !alreadyYes(slot.key))
    .map((slot) => slot.key);
}

const PartyFieldsView = lazyChunk(() =>
  import("./party-fields-view.tsx").then((m) => ({ default: m.PartyFields })),
);

/** The party's fields, downloaded only for a hang with plus-ones or a capacity. */
export function PartyFields(props: ComponentProps<typeof PartyFieldsView> & { needed: boolean }) {
  const { needed, ...rest } = props;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PartyFieldsView {...rest} />
    </Suspense>
  );
}
