import { Globe, MapPin } from "lucide-react";
import { plannedActivity } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import { differsFromViewer, zoneName } from "../../lib/time-zones.ts";
import type { Hang } from "./api.ts";
import { HANG_TITLE_ID } from "./hang-title-id.ts";
import { VibeTile } from "./vibe-tile.tsx";

export { HANG_TITLE_ID };

/**
 * The top of the hang page: vibe, name, host and location, and the host's time zone when it is not
 * the viewer's (`zoneNote` false where the viewer's zone is not known: the server's first screen).
 */
export function HangHeading({ hang, zoneNote = true }: { hang: Hang; zoneNote?: boolean }) {
  const location = hang.locationName || hang.location;
  const t = useT();
  const vibeLabel = useVibeLabel();
  return (
    <div className="text-center">
      <VibeTile vibe={plannedActivity(hang)} size="lg" />
      <Badge variant="secondary" className="mt-4">
        {vibeLabel(plannedActivity(hang))}
      </Badge>
      <h1
        id={HANG_TITLE_ID}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold tracking-tight break-words outline-none"
      >
        {hang.name}
      </h1>
      <p className="mt-1 text-muted-foreground">{t("hang.hostedBy", { hostName: hang.hostName })}</p>
      {location && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          {location}
        </p>
      )}
      {zoneNote && <HangZoneNote hang={hang} className="mt-3" />}
    </div>
  );
}

/** "Times are in Hana's time zone (…)", when the host's zone is not the viewer's. */
export function HangZoneNote({ hang, className }: { hang: Hang; className?: string }) {
  const t = useT();
  if (!differsFromViewer(hang.hostTimezone)) return null;
  return (
    <p
      className={cn(
        "mx-auto flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs text-muted-foreground",
        className,
      )}
    >
      <Globe className="size-3.5" aria-hidden="true" />
      {t("hang.timesIn", { hostName: hang.hostName, zone: zoneName(hang.hostTimezone) })}
    </p>
  );
}
