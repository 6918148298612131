import { LogIn, UsersRound } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useAccount, useAuth } from "../auth/api.ts";
import type { FriendGroup } from "./friend-groups-api.ts";

const SignInPrompt = lazyChunk(() => import("../auth/sign-in-prompt.tsx"));
// The list and its dialogs: for a signed-in person only.
const SignedInGroups = lazyChunk(() => import("./signed-in-friend-groups.tsx"));

/** The sign-in prompt, downloaded only when first opened. */
export function LazySignInPrompt({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInPrompt open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/**
 * The friend-groups panel: the signed-in person's groups with New Group, edit and delete; on the
 * invite screen also "Invite This Group" and a picker to invite several groups at once.
 */
export function FriendGroupsPanel({
  onInvite,
  inviting = false,
}: {
  /** Invites every address of the given groups (each once); absent on the create form. */
  onInvite?: (groups: FriendGroup[]) => void;
  inviting?: boolean;
}) {
  const auth = useAuth();
  const account = useAccount();
  const [prompt, setPrompt] = useState(false);
  const t = useT();
  if (auth.isPending || !auth.data?.provider) return null;

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <UsersRound className="size-4 text-primary" aria-hidden="true" />
          {t("groups.friendGroups")}
        </h2>
        {account ? (
          <Suspense fallback={null}>
            <SignedInGroups onInvite={onInvite} inviting={inviting} openSignIn={() => setPrompt(true)} />
          </Suspense>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t("groups.signInToSave")}</p>
            <Button variant="outline" className="h-11 w-full sm:w-fit" onClick={() => setPrompt(true)}>
              <LogIn aria-hidden="true" />
              {t("groups.signIn")}
            </Button>
          </div>
        )}
        <LazySignInPrompt open={prompt} onOpenChange={setPrompt} />
      </CardContent>
    </Card>
  );
}
