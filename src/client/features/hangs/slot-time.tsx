// A slot as people read it everywhere on the page: on the host's clock, with the viewer's own time
// beneath when their zone differs, and a note saying whose clock the times are on.
import { Globe } from "lucide-react";
import { formatTimeWindow, type TimeSlot } from "../../../shared/time-slots.ts";
import { timesNote } from "../../../shared/zones.ts";
import { viewerTimeOf } from "../../lib/time-zones.ts";

export function SlotTime({ slot, hostTimeZone }: { slot: TimeSlot; hostTimeZone: string | null }) {
  const local = viewerTimeOf(slot, hostTimeZone);
  return (
    <>
      {formatTimeWindow(slot)}
      {local && <span className="block text-xs font-normal text-muted-foreground">{local}</span>}
    </>
  );
}

export function ZoneNote({ hang }: { hang: { hostName: string; hostTimezone: string | null } }) {
  const note = timesNote(hang.hostName, hang.hostTimezone);
  if (!note) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Globe className="size-3.5 shrink-0" aria-hidden="true" />
      {note}
    </p>
  );
}
