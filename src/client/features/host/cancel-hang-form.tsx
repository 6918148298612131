// The cancel page's form: a summary, the warning, the reason, and a confirm dialog before it goes.
import { Clock, MapPin, TriangleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useFormat } from "../../i18n/format.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { HangSummaryHeader } from "../hangs/hang-summary-header.tsx";
import { type EditableHang, type Notified, useCancelHang } from "./api.ts";
import { finalWhen, placeText } from "./host-hang.ts";

// The confirmation downloads when the form is first sent.
const CancelHangDialog = lazyChunk(() => import("./cancel-hang-dialog.tsx"));

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
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelHang(hang.id, editToken);
  const t = useT();
  const format = useFormat();
  const error = missing ? t("host.reasonRequired") : undefined;
  const when = finalWhen(hang, format.finalDateTime);
  const times = when
    ? [when]
    : hang.timeSlots.length > 0
      ? hang.timeSlots.map(format.slot)
      : readTimeWindows(hang.timeWindows);
  const place = placeText(hang);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
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
          toast({ title: translate("host.hangCancelled") });
          onCancelled(result);
        },
        onError: () => {
          setConfirming(false);
          toast({
            variant: "destructive",
            title: translate("host.error"),
            description: translate("host.cancelFailed"),
          });
        },
      },
    );

  return (
    <form noValidate onSubmit={ask} className="grid gap-5">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <HangSummaryHeader hang={hang}>
            <p className="text-sm text-muted-foreground">{t("hang.hostedBy", { hostName: hang.hostName })}</p>
          </HangSummaryHeader>
          <ul className="grid gap-2 border-t pt-4 text-sm" aria-label={t("host.when")}>
            {times.map((time) => (
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
        <p className="text-sm">{t("host.cancelWarning")}</p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{t("host.reasonLabel")}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={1000}
          placeholder={t("host.reasonPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (error && e.target.value.trim()) setMissing(false);
          }}
        />
        <FieldError id={`${id}-reason-error`}>{error}</FieldError>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/">{t("host.keepHang")}</Link>
        </Button>
        <Button type="submit" variant="destructive" size="lg">
          {t("host.cancelHang")}
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
