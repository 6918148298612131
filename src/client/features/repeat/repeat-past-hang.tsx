// "Repeat a Past Hang" on the create screen: signed out, the sign-in prompt; signed in, a dialog
// listing the hangs the person hosted, each with a Repeat button that fills the form.
import { History, LoaderCircle, MapPin, RotateCcw, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { formatTimeWindow, readTimeWindows } from "../../../shared/time-slots.ts";
import { inviteeSummary, type UserHang } from "../../../shared/user-hangs.ts";
import { vibeEmoji, vibeLabel } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { type Account, useAccount } from "../auth/api.ts";
import { useUserHangs } from "../dashboard/api.ts";

const SignInPrompt = lazy(() => import("../auth/sign-in-prompt.tsx"));

/** The past-hang list names the golf vibe as the original did. */
function repeatVibeLabel(vibe: string): string {
  return vibe === "golf" ? "mini-golf" : vibeLabel(vibe);
}

/** Previous times: the slots as display strings, else the stored windows ("Multiple time slots" if unreadable). */
export function previousTimes(hang: Pick<UserHang, "timeSlots" | "timeWindows">): string[] {
  if (hang.timeSlots.length > 0) return hang.timeSlots.map(formatTimeWindow);
  return readTimeWindows(hang.timeWindows, "Multiple time slots");
}

export function RepeatPastHang({ onRepeat }: { onRepeat: (hang: UserHang, account: Account) => void }) {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="h-11 w-full sm:w-auto" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        Repeat a Past Hang
      </Button>
      {account ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Repeat a Past Hang</DialogTitle>
              <DialogDescription>Choose a past hang to repeat with new dates and times.</DialogDescription>
            </DialogHeader>
            {open && (
              <PastHangList
                onRepeat={(hang) => {
                  setOpen(false);
                  onRepeat(hang, account);
                }}
              />
            )}
          </DialogContent>
        </Dialog>
      ) : (
        open && (
          <Suspense fallback={null}>
            <SignInPrompt open={open} onOpenChange={setOpen} title="Sign in to view past hangs" />
          </Suspense>
        )
      )}
    </>
  );
}

function PastHangList({ onRepeat }: { onRepeat: (hang: UserHang) => void }) {
  const hangs = useUserHangs(true);
  if (hangs.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading past hangs...
      </p>
    );
  }
  const hosted = (hangs.data ?? []).filter((h) => h.role === "host" && h.id);
  if (hosted.length === 0) {
    return (
      <div className="py-8 text-center">
        <p className="font-semibold">No past hangs yet</p>
        <p className="text-sm text-muted-foreground">Create your first hang to see it here</p>
      </div>
    );
  }
  return (
    <ul aria-label="Past hangs" className="-mx-1 grid max-h-96 gap-3 overflow-y-auto px-1 py-1">
      {hosted.map((hang) => (
        <PastHangItem key={hang.id} hang={hang} onRepeat={() => onRepeat(hang)} />
      ))}
    </ul>
  );
}

function PastHangItem({ hang, onRepeat }: { hang: UserHang; onRepeat: () => void }) {
  const place = hang.locationName || hang.location;
  return (
    <li className="grid gap-2 rounded-xl border p-3">
      <div className="flex items-start gap-3">
        <span className="font-emoji text-2xl" aria-hidden="true">
          {vibeEmoji(hang.vibe)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{hang.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant="secondary">{repeatVibeLabel(hang.vibe)}</Badge>
            {hang.isFinalized && <Badge variant="success">Completed</Badge>}
          </div>
        </div>
        <Button size="sm" className="h-11 px-4" onClick={onRepeat} aria-label={`Repeat ${hang.name}`}>
          <RotateCcw aria-hidden="true" />
          Repeat
        </Button>
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground">
        {place && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{place}</span>
          </p>
        )}
        <ul aria-label="Previous times" className="grid gap-0.5">
          {[...new Set(previousTimes(hang))].map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ul>
        <p className="flex items-start gap-2">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            {inviteeSummary(hang.inviteeSample, hang.counts.invited)}
          </span>
        </p>
      </div>
    </li>
  );
}
