import { Users } from "lucide-react";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { Hang } from "../hangs/api.ts";
import type { PublicResponse } from "./api.ts";
import { FlatResponseList, groupBySlot, SlotGroups } from "./slot-groups.tsx";

/** "Who's responded so far": per slot for slot hangs, one flat list for older hangs. */
export function RespondedSoFar({
  hang,
  responses,
  loading,
}: {
  hang: Hang;
  responses: readonly PublicResponse[] | undefined;
  loading: boolean;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Who's responded so far
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner className="size-6" />
        ) : !responses || responses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one has responded yet. Be the first!</p>
        ) : hang.timeSlots.length > 0 ? (
          <ul className="grid gap-5">
            {hang.timeSlots.map((slot) => (
              <li key={slotKey(slot)} className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
                <h3 className="text-sm font-semibold">{formatTimeWindow(slot)}</h3>
                <SlotGroups groups={groupBySlot(responses, slot)} />
              </li>
            ))}
          </ul>
        ) : (
          <FlatResponseList responses={responses} />
        )}
      </CardContent>
    </Card>
  );
}
