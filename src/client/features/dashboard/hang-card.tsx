// One hang on the dashboard: emoji, name, date label, status and the person's part in it; a tap
// opens location, notes and party size with the actions this person may take.
import { ChevronDown, Eye, MapPin, Pencil, RotateCcw, Share2, StickyNote, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import { dashboardDateLabel, isHappeningToday } from "../../../shared/dashboard-dates.ts";
import { relativeTimeLabel, type UserHang } from "../../../shared/user-hangs.ts";
import { vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import { copyText } from "../../components/copy-field.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { cn } from "../../lib/cn.ts";
import { hostTokenFor } from "../../lib/storage.ts";
import { DeleteHangButton } from "./delete-hang-button.tsx";
import { StatusBadge } from "./status-badge.tsx";

const ANSWERS = { yes: "Yes", maybe: "Maybe", no: "No" } as const;

function partOf(hang: UserHang): string {
  if (hang.role === "host") return "You're hosting";
  if (hang.ownAnswer) return `You said ${ANSWERS[hang.ownAnswer]}`;
  return "You're invited";
}

export function HangCard({
  hang,
  upcoming,
  now,
  viewerZone,
  onRepeat,
  onDeleted,
}: {
  hang: UserHang;
  upcoming: boolean;
  now: Date;
  viewerZone: string;
  onRepeat: (hang: UserHang) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const isHost = hang.role === "host";
  const today = isHappeningToday(hang, now, viewerZone);
  const place = hang.locationName || hang.location;
  const detailsPath = isHost ? `/hang/${hang.id}?details=true` : `/hang/${hang.id}`;
  const token = hostTokenFor(hang.id);
  // The session proves the host; a token this browser kept is passed along for the spec's link.
  const editPath = token ? `/edit/${hang.id}?token=${encodeURIComponent(token)}` : `/edit/${hang.id}`;
  const canEdit = isHost && upcoming && !hang.isFinalized && !hang.isCancelled;

  const share = async () => {
    const copied = await copyText(`${window.location.origin}/hang/${hang.id}`, null);
    toast(copied ? { title: "Link copied!" } : { variant: "destructive", title: "Couldn't copy the link" });
  };

  return (
    <li>
      <Card className={cn("overflow-hidden", today && "border-primary ring-2 ring-primary")}>
        <button
          type="button"
          className="flex w-full items-start gap-3 p-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="font-emoji text-3xl leading-none" aria-hidden="true">
            {vibeEmoji(hang.vibe)}
          </span>
          <span className="grid min-w-0 flex-1 gap-1">
            {today && (
              <span className="w-fit rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
                Happening Today!
              </span>
            )}
            <span className="font-semibold break-words">{hang.name}</span>
            <span className="text-sm text-muted-foreground">{dashboardDateLabel(hang, viewerZone)}</span>
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge hang={hang} now={now} viewerZone={viewerZone} />
              <Badge variant="outline">{partOf(hang)}</Badge>
              <span className="sr-only">{vibeLabel(hang.vibe)}</span>
            </span>
          </span>
          <ChevronDown
            className={cn(
              "mt-1 size-5 shrink-0 text-muted-foreground transition-transform",
              open && "rotate-180",
            )}
            aria-hidden="true"
          />
        </button>
        {open && (
          <div id={`${id}-details`} className="grid gap-3 border-t px-4 pt-3 pb-4">
            <ul className="grid gap-2 text-sm">
              <Detail icon={<MapPin aria-hidden="true" />} term="Location">
                {place ? (
                  <>
                    {place}
                    {hang.location && hang.location !== place && <> · {hang.location}</>}
                  </>
                ) : (
                  "No location yet"
                )}
              </Detail>
              {hang.additionalDetails && (
                <Detail icon={<StickyNote aria-hidden="true" />} term="Notes">
                  {hang.additionalDetails}
                </Detail>
              )}
              <Detail icon={<Users aria-hidden="true" />} term="Max people">
                {hang.maxCapacity ?? "No limit"}
              </Detail>
            </ul>
            <p className="text-xs text-muted-foreground">
              Created {relativeTimeLabel(new Date(hang.createdAt), now)} · {hang.counts.yes} going,{" "}
              {hang.counts.maybe} maybe
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm" className="h-11 px-4">
                <Link href={detailsPath}>
                  <Eye aria-hidden="true" />
                  View Details
                </Link>
              </Button>
              <Button size="sm" variant="outline" className="h-11 px-4" onClick={share}>
                <Share2 aria-hidden="true" />
                Share
              </Button>
              {!upcoming && (
                <Button size="sm" variant="outline" className="h-11 px-4" onClick={() => onRepeat(hang)}>
                  <RotateCcw aria-hidden="true" />
                  Repeat
                </Button>
              )}
              {canEdit && (
                <Button asChild size="sm" variant="outline" className="h-11 px-4">
                  <Link href={editPath}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              )}
              {isHost && <DeleteHangButton hang={hang} onDeleted={onDeleted} />}
            </div>
          </div>
        )}
      </Card>
    </li>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-primary [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 wrap-anywhere">
        <span className="sr-only">{term}: </span>
        {children}
      </span>
    </li>
  );
}
