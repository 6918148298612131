import { Globe, MapPin } from "lucide-react";
import { vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { differsFromViewer, zoneName } from "../../lib/time-zones.ts";
import type { Hang } from "./api.ts";

/** The top of the hang page: vibe, name, host and location. */
export function HangHeading({ hang }: { hang: Hang }) {
  const location = hang.locationName || hang.location;
  return (
    <div className="text-center">
      <div
        className="mx-auto grid size-20 place-content-center rounded-3xl bg-card text-5xl shadow-sm ring-1 ring-orange-100"
        aria-hidden="true"
      >
        {vibeEmoji(hang.vibe)}
      </div>
      <Badge variant="secondary" className="mt-4">
        {vibeLabel(hang.vibe)}
      </Badge>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{hang.name}</h1>
      <p className="mt-1 text-muted-foreground">Hosted by {hang.hostName}</p>
      {location && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          {location}
        </p>
      )}
      {differsFromViewer(hang.hostTimezone) && (
        <p className="mx-auto mt-3 flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs text-muted-foreground">
          <Globe className="size-3.5" aria-hidden="true" />
          Times are in {hang.hostName}'s time zone ({zoneName(hang.hostTimezone)})
        </p>
      )}
    </div>
  );
}
