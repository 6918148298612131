import { Hourglass } from "lucide-react";
import { waitlistPlace } from "../../../shared/capacity.ts";
import type { Hang } from "../hangs/api.ts";
import { useResponses } from "./api.ts";

/** A guest's place in line on a full hang, from the public RSVP order. */
export function WaitlistNote({ hang, responseId }: { hang: Hang; responseId: string }) {
  const responses = useResponses(hang.id, hang.maxCapacity != null);
  const place = waitlistPlace(responses.data ?? [], hang.maxCapacity, responseId);
  if (!place) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        You're #{place} on the waitlist. When a spot opens up for you, you're in automatically and we'll email
        you.
      </span>
    </p>
  );
}
