// One hang on the dashboard: emoji, name, date label, status and the person's part in it; a tap
// opens location, notes and party size with the actions this person may take.

import { useLingui } from "@lingui/react";
import { ChevronDown, Eye, MapPin, Pencil, RotateCcw, Share2, StickyNote, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import { dashboardDateLabel, isHappeningToday } from "../../../shared/dashboard-dates.ts";
import { intlLocale, type PageLocale } from "../../../shared/i18n/locales.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import type { UserHang } from "../../../shared/user-hangs.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { copyText } from "../../components/copy-field.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t as translate, useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import { hostTokenFor } from "../../lib/storage.ts";
import { DeleteHangButton } from "./delete-hang-button.tsx";
import { StatusBadge } from "./status-badge.tsx";

type T = ReturnType<typeof useT>;

const ANSWERS = {
  yes: "dashboard.youSaidYes",
  maybe: "dashboard.youSaidMaybe",
  no: "dashboard.youSaidNo",
} as const satisfies Record<string, MessageId>;

function partOf(hang: UserHang, t: T): string {
  if (hang.role === "host") return t("dashboard.youreHosting");
  if (hang.ownAnswer) return t(ANSWERS[hang.ownAnswer]);
  return t("dashboard.youreInvited");
}

/** The spec's label: "Flexible timing" for more than one slot or window, "Date TBD" for none, else the date. */
function dateLabel(hang: UserHang, viewerZone: string, t: T, locale: PageLocale): string {
  if (!hang.isFinalized || !hang.finalDateTime) {
    const windows = hang.timeSlots.length || readTimeWindows(hang.timeWindows).length;
    if (windows > 1) return t("dashboard.flexibleTiming");
    if (windows === 0) return t("dashboard.dateTbd");
  }
  // English keeps the spec's label; other languages write the date their own way.
  if (locale === "en") return dashboardDateLabel(hang, viewerZone);
  return dashboardDateLabel(hang, viewerZone, { locale: intlLocale(locale), allDay: t("hang.allDay") });
}

/** "Just now", "1 hour ago", "N hours ago" (under a day), "1 day ago", "N days ago". */
function relativeTimeLabel(then: Date, now: Date, t: T): string {
  const hours = Math.floor((now.getTime() - then.getTime()) / 3_600_000);
  if (hours < 1) return t("dashboard.justNow");
  if (hours < 24) return t("dashboard.hoursAgo", { count: hours });
  return t("dashboard.daysAgo", { count: Math.floor(hours / 24) });
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
  const t = useT();
  const locale = useLingui().i18n.locale as PageLocale;
  const vibeLabel = useVibeLabel();
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
    toast(
      copied
        ? { title: translate("dashboard.linkCopied") }
        : { variant: "destructive", title: translate("dashboard.copyFailed") },
    );
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
                {t("dashboard.happeningToday")}
              </span>
            )}
            <span className="font-semibold break-words">{hang.name}</span>
            <span className="text-sm text-muted-foreground">{dateLabel(hang, viewerZone, t, locale)}</span>
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge hang={hang} now={now} viewerZone={viewerZone} />
              <Badge variant="outline">{partOf(hang, t)}</Badge>
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
              <Detail icon={<MapPin aria-hidden="true" />} term={t("dashboard.location")}>
                {place ? (
                  <>
                    {place}
                    {hang.location && hang.location !== place && <> · {hang.location}</>}
                  </>
                ) : (
                  t("dashboard.noLocation")
                )}
              </Detail>
              {hang.additionalDetails && (
                <Detail icon={<StickyNote aria-hidden="true" />} term={t("dashboard.notes")}>
                  {hang.additionalDetails}
                </Detail>
              )}
              <Detail icon={<Users aria-hidden="true" />} term={t("dashboard.maxPeople")}>
                {hang.maxCapacity ?? t("dashboard.noLimit")}
              </Detail>
            </ul>
            <p className="text-xs text-muted-foreground">
              {t("dashboard.created", {
                ago: relativeTimeLabel(new Date(hang.createdAt), now, t),
                // People, guests they bring included (decision 0065).
                going: hang.counts.heads?.yes ?? hang.counts.yes,
                maybe: hang.counts.heads?.maybe ?? hang.counts.maybe,
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm" className="h-11 px-4">
                <Link href={detailsPath}>
                  <Eye aria-hidden="true" />
                  {t("dashboard.viewDetails")}
                </Link>
              </Button>
              <Button size="sm" variant="outline" className="h-11 px-4" onClick={share}>
                <Share2 aria-hidden="true" />
                {t("dashboard.share")}
              </Button>
              {!upcoming && (
                <Button size="sm" variant="outline" className="h-11 px-4" onClick={() => onRepeat(hang)}>
                  <RotateCcw aria-hidden="true" />
                  {t("dashboard.repeat")}
                </Button>
              )}
              {canEdit && (
                <Button asChild size="sm" variant="outline" className="h-11 px-4">
                  <Link href={editPath}>
                    <Pencil aria-hidden="true" />
                    {t("dashboard.edit")}
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
