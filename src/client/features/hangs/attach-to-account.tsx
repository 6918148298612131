// Signed in with another address than the one a hang was created under: offer to move the hang to
// this account, so it shows on the dashboard and is managed from any device.
import { Trans } from "@lingui/react";
import { LoaderCircle, UserRoundPlus } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t as translate, useT } from "../../i18n/i18n.ts";
import type { Account } from "../auth/api.ts";
import { useAttachHang } from "./api.ts";

export function AttachToAccount({
  hangId,
  editToken,
  account,
  onAttached,
}: {
  hangId: string;
  editToken: string;
  account: Account;
  /** Runs before the hang's new host address reaches the screen. */
  onAttached: () => void;
}) {
  const t = useT();
  const attach = useAttachHang(hangId, editToken, onAttached);
  const add = () =>
    attach.mutate(undefined, {
      onSuccess: () =>
        toast({ title: translate("create.attached"), description: translate("create.attachedText") }),
      onError: () =>
        toast({
          variant: "destructive",
          title: translate("create.attachFailed"),
          description: translate("shell.tryAgain"),
        }),
    });
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div>
          <h2 className="text-base font-semibold">{t("create.attachTitle")}</h2>
          <p className="text-sm text-muted-foreground">
            <Trans
              id={"create.attachText" satisfies MessageId}
              values={{ email: account.email }}
              components={{ 0: <span className="font-medium text-foreground" /> }}
            />
          </p>
        </div>
        <Button className="h-11 w-full sm:w-fit" onClick={add} disabled={attach.isPending}>
          {attach.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <UserRoundPlus aria-hidden="true" />
          )}
          {t("create.attach")}
        </Button>
      </CardContent>
    </Card>
  );
}
