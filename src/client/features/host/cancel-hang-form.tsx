// The cancel page's form: a summary, the warning, the reason, and a confirm dialog before it goes.
import { Clock, MapPin, TriangleAlert } from "lucide-react";
import { type FormEvent, lazy, useId, useState } from "react";
import { Link } from "wouter";
import { CANCEL_REASON_PROMPT } from "../../../shared/cancel-rules.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { HangSummaryHeader } from "../hangs/hang-summary-header.tsx";
import { type EditableHang, type Notified, useCancelHang } from "./api.ts";
import { finalWhen, placeText } from "./host-hang.ts";

// The confirmation downloads when the form is first sent.
const CancelHangDialog = lazy(() => import("./cancel-hang-dialog.tsx"));

export function CancelHangForm({
  hang,
  editToken,
  onCancelled,
}: {
  hang: EditableHang;
  editToken: string | undefined;
  onCancelled: (result: Notified) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelHang(hang.id, editToken);
  const when = finalWhen(hang);
  const place = placeText(hang);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(CANCEL_REASON_PROMPT);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = () =>
    cancel.mutate(
      { reason },
      {
        onSuccess: (result) => {
          setConfirming(false);
          toast({ title: "Hang cancelled" });
          onCancelled(result);
        },
        onError: () => {
          setConfirming(false);
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to cancel hang. Please try again.",
          });
        },
      },
    );

  return (
    <form noValidate onSubmit={ask} className="grid gap-5">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <HangSummaryHeader hang={hang}>
            <p className="text-sm text-muted-foreground">Hosted by {hang.hostName}</p>
          </HangSummaryHeader>
          <ul className="grid gap-2 border-t pt-4 text-sm" aria-label="When">
            {(when ? [when] : readTimeWindows(hang.timeWindows)).map((time) => (
              <li key={time} className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {time}
              </li>
            ))}
          </ul>
          {place && (
            <p className="flex items-start gap-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{place}</span>
            </p>
          )}
        </CardContent>
      </Card>

      <div
        role="note"
        className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="text-sm">
          Everyone you invited and everyone who responded will be emailed that the hang is cancelled, with
          your reason. This cannot be undone.
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason for cancelling</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={1000}
          placeholder="e.g. Rain all weekend, let's find another time"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (error && e.target.value.trim()) setError(undefined);
          }}
        />
        <FieldError id={`${id}-reason-error`}>{error}</FieldError>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/">Keep Hang</Link>
        </Button>
        <Button type="submit" variant="destructive" size="lg">
          Cancel Hang
        </Button>
      </div>

      <LoadWhen when={confirming}>
        <CancelHangDialog
          open={confirming}
          onOpenChange={setConfirming}
          name={hang.name}
          busy={cancel.isPending}
          onConfirm={confirm}
        />
      </LoadWhen>
    </form>
  );
}
