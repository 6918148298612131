// "Repeat a Past Hang"'s dialog for a signed-in host: the hangs they hosted, past ones first, each
// with a Repeat button that fills the form and a link that makes it a standing hang. Downloaded
// when first opened.
import { LoaderCircle, MapPin, Repeat, RotateCcw, Users } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { Link } from "wouter";
import { sortPast, sortUpcoming } from "../../../shared/hang-order.ts";
import { readTimeWindows, type TimeSlot } from "../../../shared/time-slots.ts";
import { isUpcoming, type UserHang } from "../../../shared/user-hangs.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { useUserHangs } from "../dashboard/api.ts";
import { StatusBadge } from "../dashboard/status-badge.tsx";

type T = ReturnType<typeof useT>;

/** Previous times: the slots as display strings, else the stored windows ("Multiple time slots" if unreadable). */
export function previousTimes(
  hang: Pick<UserHang, "timeSlots" | "timeWindows">,
  slotText: (slot: TimeSlot) => string,
  unreadable: string,
): string[] {
  if (hang.timeSlots.length > 0) return hang.timeSlots.map(slotText);
  return readTimeWindows(hang.timeWindows, unreadable);
}

/** None: "No invitees"; one to three in full; more: the first two and "+N more". */
function inviteeSummary(sample: readonly string[], total: number, t: T): string {
  if (total === 0 || sample.length === 0) return t("dashboard.noInvitees");
  if (total <= 3) return sample.slice(0, total).join(", ");
  return t("dashboard.inviteesMore", { names: sample.slice(0, 2).join(", "), count: total - 2 });
}

export default function RepeatPastHangDialog({
  open,
  onOpenChange,
  onRepeat,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRepeat: (hang: UserHang) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dashboard.repeatPastHang")}</DialogTitle>
          <DialogDescription>{t("dashboard.repeatText")}</DialogDescription>
        </DialogHeader>
        {open && <PastHangList onRepeat={onRepeat} />}
      </DialogContent>
    </Dialog>
  );
}

/** The hangs the person hosted: the past ones (most recent first), then those still coming up. */
function PastHangList({ onRepeat }: { onRepeat: (hang: UserHang) => void }) {
  const t = useT();
  const hangs = useUserHangs(true);
  const now = useMemo(() => new Date(), []);
  const viewerZone = browserTimeZone() ?? "UTC";
  const { past, upcoming } = useMemo(() => {
    const hosted = (hangs.data ?? []).filter((h) => h.role === "host" && h.id);
    const ahead = hosted.filter((h) => isUpcoming(h, now, viewerZone));
    return {
      past: sortPast(
        hosted.filter((h) => !ahead.includes(h)),
        now,
        viewerZone,
      ),
      upcoming: sortUpcoming(ahead, now, viewerZone),
    };
  }, [hangs.data, now, viewerZone]);
  if (hangs.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        {t("dashboard.loadingPast")}
      </p>
    );
  }
  const item = (hang: UserHang) => (
    <PastHangItem
      key={hang.id}
      hang={hang}
      now={now}
      viewerZone={viewerZone}
      onRepeat={() => onRepeat(hang)}
    />
  );
  return (
    <div className="-mx-1 grid max-h-96 gap-4 overflow-y-auto px-1 py-1">
      {past.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-semibold">{t("dashboard.noPastHangs")}</p>
          <p className="text-sm text-muted-foreground">{t("dashboard.createFirst")}</p>
        </div>
      ) : (
        <HangGroup title={t("dashboard.pastHangs")}>{past.map(item)}</HangGroup>
      )}
      {upcoming.length > 0 && (
        <HangGroup title={t("dashboard.comingUp")} listLabel={t("dashboard.upcomingHangs")}>
          {upcoming.map(item)}
        </HangGroup>
      )}
    </div>
  );
}

function HangGroup({
  title,
  listLabel = title,
  children,
}: {
  title: string;
  listLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h3>
      <ul aria-label={listLabel} className="grid gap-3">
        {children}
      </ul>
    </section>
  );
}

function PastHangItem({
  hang,
  now,
  viewerZone,
  onRepeat,
}: {
  hang: UserHang;
  now: Date;
  viewerZone: string;
  onRepeat: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const vibeLabel = useVibeLabel();
  const place = hang.locationName || hang.location;
  // The past-hang list names the golf vibe as the original did.
  const vibeName = hang.vibe === "golf" ? t("dashboard.miniGolf") : vibeLabel(hang.vibe);
  return (
    <li className="grid gap-2 rounded-xl border p-3">
      <div className="flex items-start gap-3">
        <span className="font-emoji text-2xl" aria-hidden="true">
          {vibeEmoji(hang.vibe)}
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold break-words">{hang.name}</h4>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant="secondary">{vibeName}</Badge>
            <StatusBadge hang={hang} now={now} viewerZone={viewerZone} />
          </div>
        </div>
        <Button
          size="sm"
          className="h-11 px-4"
          onClick={onRepeat}
          aria-label={t("dashboard.repeatNamed", { name: hang.name })}
        >
          <RotateCcw aria-hidden="true" />
          {t("dashboard.repeat")}
        </Button>
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground">
        {place && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{place}</span>
          </p>
        )}
        <ul aria-label={t("dashboard.previousTimes")} className="grid gap-0.5">
          {[...new Set(previousTimes(hang, format.slot, t("dashboard.multipleSlots")))].map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ul>
        <p className="flex items-start gap-2">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            {inviteeSummary(hang.inviteeSample, hang.counts.invited, t)}
          </span>
        </p>
      </div>
      {/* The same plan, coming round on its own: the set-up starts from this hang's days and times. */}
      <Button asChild variant="outline" size="sm" className="h-11 justify-self-start px-4">
        <Link
          href={`/series/new?from=${encodeURIComponent(hang.id)}`}
          aria-label={t("seriesSetup.makeStandingNamed", { name: hang.name })}
        >
          <Repeat aria-hidden="true" />
          {t("seriesSetup.makeStandingShort")}
        </Link>
      </Button>
    </li>
  );
}
