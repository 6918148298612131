import { rsvpOrder } from "../../../shared/capacity.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import type { PublicResponse } from "../responses/api.ts";
import { GuestIdentity } from "../responses/slot-groups.tsx";

/** Capacity hangs: the confirmed guests, then the waitlist, each in the order they answered. */
export function RsvpOrder({
  responses,
  capacity,
}: {
  responses: readonly PublicResponse[];
  capacity: number;
}) {
  const { confirmed, waitlist } = rsvpOrder(responses, capacity);
  const entries = [
    ...confirmed.map((r) => ({ r, confirmed: true })),
    ...waitlist.map((r) => ({ r, confirmed: false })),
  ];
  if (entries.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">RSVP order</CardTitle>
        <CardDescription>
          The first {capacity} yes responders are confirmed. If someone changes their answer, the next in line
          is notified.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2.5">
          {entries.map(({ r, confirmed: isConfirmed }, index) => (
            <li key={r.id} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-5 shrink-0 text-right text-xs text-muted-foreground">{index + 1}.</span>
                <GuestIdentity response={r} answer={r.response} />
              </span>
              <Badge variant={isConfirmed ? "success" : "warning"}>
                {isConfirmed ? "Confirmed" : "Waitlist"}
              </Badge>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
