import type { GuestName, NameGroup } from "../../../shared/summary.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { GuestIdentity } from "../responses/slot-groups.tsx";

function OrderEntry({ guest, place, confirmed }: { guest: GuestName; place: number; confirmed: boolean }) {
  const t = useT();
  return (
    <li className="flex items-center justify-between gap-3">
      <span className="flex min-w-0 items-center gap-2">
        <span className="w-5 shrink-0 text-right text-xs text-muted-foreground">{place}.</span>
        <GuestIdentity guest={guest} answer={guest.response} />
      </span>
      <Badge variant={confirmed ? "success" : "warning"}>
        {confirmed ? t("host.confirmed") : t("host.waitlist")}
      </Badge>
    </li>
  );
}

function More({ group }: { group: NameGroup }) {
  const more = group.count - group.first.length;
  const t = useT();
  return more > 0 ? (
    <li className="pl-7 text-sm text-muted-foreground">{t("host.more", { count: more })}</li>
  ) : null;
}

/**
 * Capacity hangs: for the time that decides (locked in, else the best), the confirmed parties, then
 * the head of the waitlist, in line order (decision 0065).
 */
export function RsvpOrder({
  order,
  capacity,
  time,
}: {
  order: { confirmed: NameGroup; waitlist: NameGroup };
  capacity: number;
  /** The time the order is for; undefined for an older hang's one overall answer. */
  time?: TimeSlot | undefined;
}) {
  const { confirmed, waitlist } = order;
  const t = useT();
  const format = useFormat();
  if (confirmed.count + waitlist.count === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("host.rsvpOrder")}</CardTitle>
        {time && <p className="text-sm font-medium">{t("party.rsvpFor", { time: format.slot(time) })}</p>}
        <CardDescription>{t("party.rsvpNote", { capacity })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2.5">
          {confirmed.first.map((guest, index) => (
            <OrderEntry key={guest.id} guest={guest} place={index + 1} confirmed />
          ))}
          <More group={confirmed} />
          {waitlist.first.map((guest, index) => (
            <OrderEntry key={guest.id} guest={guest} place={confirmed.count + index + 1} confirmed={false} />
          ))}
          <More group={waitlist} />
        </ol>
      </CardContent>
    </Card>
  );
}
