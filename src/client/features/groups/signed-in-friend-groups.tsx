// A signed-in person's friend groups on the create and invite screens: the list, New Group, edit,
// delete and (on the invite screen) inviting. Loaded only once someone is signed in, so a visitor
// who is not downloads none of its dialogs or checks.
import { Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { FriendGroupDialog, type FriendGroupDraft } from "./friend-group-dialog.tsx";
import {
  type FriendGroup,
  useDeleteFriendGroup,
  useFriendGroupFailure,
  useFriendGroups,
  useSaveFriendGroup,
} from "./friend-groups-api.ts";

export default function SignedInGroups({
  onInvite,
  inviting,
  openSignIn,
}: {
  onInvite?: (groups: FriendGroup[]) => void;
  inviting: boolean;
  openSignIn: () => void;
}) {
  const groups = useFriendGroups(true);
  const save = useSaveFriendGroup();
  const remove = useDeleteFriendGroup();
  const failed = useFriendGroupFailure(openSignIn);
  const t = useT();
  const [editing, setEditing] = useState<FriendGroup | "new" | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<FriendGroup>();
  // Its row is gone after a delete: the focus goes on to New Group.
  const newGroupButton = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const list = groups.data ?? [];

  const onSave = async (draft: FriendGroupDraft): Promise<boolean> => {
    const existing = editing !== "new" ? editing : null;
    try {
      await save.mutateAsync({ id: existing?.id, ...draft });
      toast({ title: translate(existing ? "groups.friendGroupUpdated" : "groups.friendGroupCreated") });
      return true;
    } catch (error) {
      // A lapsed session closes the dialog so the sign-in dialog can take its place.
      if (isApiError(error, 401)) setEditing(null);
      failed(
        error,
        translate(existing ? "groups.friendGroupUpdateFailed" : "groups.friendGroupCreateFailed"),
      );
      return false;
    }
  };

  const onDelete = (group: FriendGroup) =>
    remove.mutate(group.id, {
      onSuccess: () => {
        setChosen((c) => c.filter((id) => id !== group.id));
        deleted.current = true;
        setDeleting(undefined);
        toast({ title: translate("groups.friendGroupDeleted") });
      },
      onError: (error) => {
        if (isApiError(error, 401)) setDeleting(undefined);
        failed(error, translate("groups.friendGroupDeleteFailed"));
      },
    });

  useEffect(() => {
    // A lapsed session (401) is handled where it is noticed: the panel turns to its signed-out state.
    if (groups.isError && !isApiError(groups.error, 401)) {
      const description = groups.error.message || translate("groups.tryAgainShort");
      toast({ variant: "destructive", title: translate("groups.friendGroupsLoadFailed"), description });
    }
  }, [groups.isError, groups.error]);

  return (
    <>
      {list.length === 0 && !groups.isPending && (
        <p className="text-sm text-muted-foreground">{t("groups.noFriendGroups")}</p>
      )}
      {list.length > 0 && (
        <ul aria-label={t("groups.yourFriendGroups")} className="grid grid-cols-1">
          {list.map((group) => (
            <li
              key={group.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b py-3 last:border-0"
            >
              {onInvite && (
                <Checkbox
                  className="relative after:absolute after:-inset-3 after:content-['']"
                  aria-label={t("groups.chooseGroup", { name: group.name })}
                  checked={chosen.includes(group.id)}
                  onCheckedChange={(on) =>
                    setChosen((c) => (on ? [...c, group.id] : c.filter((id) => id !== group.id)))
                  }
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere">{group.name}</p>
                <p className="text-sm text-muted-foreground wrap-anywhere">{group.emails.join(", ")}</p>
              </div>
              <div className="flex items-center gap-1">
                {onInvite && (
                  <Button
                    variant="secondary"
                    className="h-11"
                    disabled={inviting}
                    onClick={() => onInvite([group])}
                  >
                    <Send aria-hidden="true" />
                    {t("groups.inviteThisGroup")}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={t("groups.editName", { name: group.name })}
                  onClick={() => setEditing(group)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 text-destructive hover:text-destructive"
                  aria-label={t("groups.deleteName", { name: group.name })}
                  onClick={() => setDeleting(group)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={newGroupButton} variant="outline" className="h-11" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          {t("groups.newGroup")}
        </Button>
        {onInvite && list.length > 1 && (
          <Button
            className="h-11"
            disabled={chosen.length === 0 || inviting}
            onClick={() => onInvite(list.filter((g) => chosen.includes(g.id)))}
          >
            <Send aria-hidden="true" />
            {chosen.length > 0
              ? t("groups.inviteChosenCount", { count: chosen.length })
              : t("groups.inviteChosen")}
          </Button>
        )}
      </div>
      <FriendGroupDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("groups.newFriendGroup") : t("groups.editFriendGroup")}
        initial={editing && editing !== "new" ? { name: editing.name, emails: editing.emails } : undefined}
        saving={save.isPending}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={
          deleting
            ? t("groups.deleteNameQuestion", { name: deleting.name })
            : t("groups.deleteThisFriendGroup")
        }
        description={t("groups.deleteFriendGroupText")}
        keepLabel={t("groups.keepIt")}
        confirmLabel={t("groups.deleteFriendGroup")}
        busy={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
        returnFocus={() => {
          const wasDeleted = deleted.current;
          deleted.current = false;
          return wasDeleted ? newGroupButton.current : undefined;
        }}
      />
    </>
  );
}
