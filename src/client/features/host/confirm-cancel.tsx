import { CircleX, LoaderCircle, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { CANCEL_FROM_EDIT } from "../../../shared/cancel-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { useCancelHang } from "./api.ts";

/**
 * The edit page's two-step Cancel Hang / Confirm Cancel: the same irreversible cancel as the cancel
 * page (everyone is e-mailed a calendar cancellation), with the spec's note as the reason and the
 * name marked "[CANCELLED]".
 */
export function ConfirmCancel({ hangId, editToken }: { hangId: string; editToken: string | undefined }) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelHang(hangId, editToken);
  const t = useT();

  const click = () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    cancel.mutate(CANCEL_FROM_EDIT, {
      onSuccess: () => {
        toast({ title: translate("host.hangCancelled") });
        navigate(`/hang/${hangId}?host=true`);
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: translate("host.cancelError"),
          description: translate("shell.tryAgain"),
        }),
    });
  };

  return (
    <div className="grid gap-3">
      {confirming && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("host.confirmCancelText")}
        </p>
      )}
      <Button
        variant={confirming ? "destructive" : "outline"}
        size="lg"
        className={confirming ? "w-full" : "w-full text-destructive hover:text-destructive"}
        disabled={cancel.isPending}
        onClick={click}
      >
        {cancel.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <CircleX aria-hidden="true" />
        )}
        {confirming ? t("host.confirmCancel") : t("host.cancelHang")}
      </Button>
    </div>
  );
}
