// A signed-in person's friend groups on the create and invite screens: the list, New Group, edit,
// delete and (on the invite screen) inviting. Loaded only once someone is signed in, so a visitor
// who is not downloads none of its dialogs or checks.
import { Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FRIEND_GROUP_TOASTS } from "../../../shared/group-rules.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { toast } from "../../components/ui/use-toast.ts";
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
      toast({ title: existing ? FRIEND_GROUP_TOASTS.updated : FRIEND_GROUP_TOASTS.created });
      return true;
    } catch (error) {
      // A lapsed session closes the dialog so the sign-in dialog can take its place.
      if (isApiError(error, 401)) setEditing(null);
      failed(error, existing ? FRIEND_GROUP_TOASTS.updateFailed : FRIEND_GROUP_TOASTS.createFailed);
      return false;
    }
  };

  const onDelete = (group: FriendGroup) =>
    remove.mutate(group.id, {
      onSuccess: () => {
        setChosen((c) => c.filter((id) => id !== group.id));
        deleted.current = true;
        setDeleting(undefined);
        toast({ title: FRIEND_GROUP_TOASTS.deleted });
      },
      onError: (error) => {
        if (isApiError(error, 401)) setDeleting(undefined);
        failed(error, FRIEND_GROUP_TOASTS.deleteFailed);
      },
    });

  useEffect(() => {
    // A lapsed session (401) is handled where it is noticed: the panel turns to its signed-out state.
    if (groups.isError && !isApiError(groups.error, 401)) {
      const description = groups.error.message || "Please try again";
      toast({ variant: "destructive", title: FRIEND_GROUP_TOASTS.loadFailed, description });
    }
  }, [groups.isError, groups.error]);

  return (
    <>
      {list.length === 0 && !groups.isPending && (
        <p className="text-sm text-muted-foreground">
          No friend groups yet. Save the people you invite often.
        </p>
      )}
      {list.length > 0 && (
        <ul aria-label="Your friend groups" className="grid grid-cols-1">
          {list.map((group) => (
            <li
              key={group.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b py-3 last:border-0"
            >
              {onInvite && (
                <Checkbox
                  className="relative after:absolute after:-inset-3 after:content-['']"
                  aria-label={`Choose ${group.name}`}
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
                    Invite This Group
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Edit ${group.name}`}
                  onClick={() => setEditing(group)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 text-destructive hover:text-destructive"
                  aria-label={`Delete ${group.name}`}
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
          New Group
        </Button>
        {onInvite && list.length > 1 && (
          <Button
            className="h-11"
            disabled={chosen.length === 0 || inviting}
            onClick={() => onInvite(list.filter((g) => chosen.includes(g.id)))}
          >
            <Send aria-hidden="true" />
            Invite Chosen Groups{chosen.length > 0 ? ` (${chosen.length})` : ""}
          </Button>
        )}
      </div>
      <FriendGroupDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? "New Friend Group" : "Edit Friend Group"}
        initial={editing && editing !== "new" ? { name: editing.name, emails: editing.emails } : undefined}
        saving={save.isPending}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={`Delete ${deleting?.name ?? "this friend group"}?`}
        description="The saved list of addresses goes away. Nobody on it is told, and hangs you invited them to are not changed."
        keepLabel="Keep it"
        confirmLabel="Delete Friend Group"
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
