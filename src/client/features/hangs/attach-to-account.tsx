// Signed in with another address than the one a hang was created under: offer to move the hang to
// this account, so it shows on the dashboard and is managed from any device.
import { LoaderCircle, UserRoundPlus } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
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
  const attach = useAttachHang(hangId, editToken, onAttached);
  const add = () =>
    attach.mutate(undefined, {
      onSuccess: () =>
        toast({ title: "Added to your account", description: "You'll find it on your dashboard." }),
      onError: () =>
        toast({ variant: "destructive", title: "Couldn't add the hang", description: "Please try again." }),
    });
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div>
          <h2 className="text-base font-semibold">Add this hang to your account?</h2>
          <p className="text-sm text-muted-foreground">
            You're signed in as <span className="font-medium text-foreground">{account.email}</span>. Add the
            hang to see it on your dashboard and manage it from any device; its host e-mails will go to that
            address.
          </p>
        </div>
        <Button className="h-11 w-full sm:w-fit" onClick={add} disabled={attach.isPending}>
          {attach.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <UserRoundPlus aria-hidden="true" />
          )}
          Add to my account
        </Button>
      </CardContent>
    </Card>
  );
}
