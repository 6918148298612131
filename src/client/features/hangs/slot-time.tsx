// A slot as people read it everywhere on the page: on the host's clock, with the viewer's own time
// beneath when their zone differs, and a note saying whose clock the times are on.
import { Globe } from "lucide-react";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { zoneName } from "../../../shared/zones.ts";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";

export function SlotTime({ slot, hostTimeZone }: { slot: TimeSlot; hostTimeZone: string | null }) {
  const format = useFormat();
  const local = format.viewerTime(slot, hostTimeZone);
  return (
    <>
      {format.slot(slot)}
      {local && <span className="block text-xs font-normal text-muted-foreground">{local}</span>}
    </>
  );
}

export function ZoneNote({ hang }: { hang: { hostName: string; hostTimezone: string | null } }) {
  const t = useT();
  if (!hang.hostTimezone) return null;
  const note = t("hang.timesInSentence", { hostName: hang.hostName, zone: zoneName(hang.hostTimezone) });
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Globe className="size-3.5 shrink-0" aria-hidden="true" />
      {note}
    </p>
  );
}
