import { MoreVertical, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { LoadWhen, menuOnDemand } from "../../components/on-demand.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t as translate, useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { type Group, type Member, useRemoveMember } from "./api.ts";
import { groupFailure } from "./failure.ts";
import type { MemberMenuProps } from "./member-menu.tsx";

// The menus and dialogs download when first opened.
const MemberMenuOnDemand = menuOnDemand<MemberMenuProps>(() => import("./member-menu.tsx"));
const InviteMembersDialog = lazyChunk(() =>
  import("./invite-members-dialog.tsx").then((m) => ({ default: m.InviteMembersDialog })),
);
const ConfirmDialog = lazyChunk(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);

const ROLE_LABEL: Record<Member["role"], MessageId> = {
  creator: "groups.roleCreator",
  admin: "groups.roleAdmin",
  member: "groups.roleMember",
};

export const roleLabel = (t: (id: MessageId) => string, role: Member["role"]) => t(ROLE_LABEL[role]);

/** A removal being asked about, and the menu button to return to if the person keeps them. */
type Removing = { member: Member; menuButton: HTMLButtonElement | null };

/** Active and pending members with role badges; managers invite, change roles and remove. */
export function MembersTab({ group, members }: { group: Group; members: Member[] }) {
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Removing>();
  const inviteButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const manage = group.viewer.canManage;
  const active = members.filter((m) => m.status === "active");
  const pending = members.filter((m) => m.status === "pending");
  const list = (title: string, people: Member[]) => (
    <MemberList
      title={title}
      members={people}
      group={group}
      onRemove={(member, menuButton) => setRemoving({ member, menuButton })}
    />
  );
  return (
    <div className="grid gap-4">
      {manage && (
        <Button ref={inviteButton} className="h-11 w-full sm:w-fit" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          {t("groups.inviteMembers")}
        </Button>
      )}
      {list(t("groups.membersList", { count: active.length }), active)}
      {pending.length > 0 && list(t("groups.pendingList", { count: pending.length }), pending)}
      {manage && (
        <LoadWhen when={inviting}>
          <InviteMembersDialog groupId={group.id} open={inviting} onOpenChange={setInviting} />
        </LoadWhen>
      )}
      {manage && (
        <RemoveMemberDialog
          groupId={group.id}
          removing={removing}
          onDone={() => setRemoving(undefined)}
          afterRemoval={() => inviteButton.current}
        />
      )}
    </div>
  );
}

/** "Remove Member" and "Cancel Invite" ask first; the row is gone afterwards, so is the focus. */
function RemoveMemberDialog({
  groupId,
  removing,
  onDone,
  afterRemoval,
}: {
  groupId: string;
  removing: Removing | undefined;
  onDone: () => void;
  afterRemoval: () => HTMLElement | null;
}) {
  const remove = useRemoveMember(groupId);
  const t = useT();
  const removed = useRef(false);
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const last = useRef<Removing>(undefined);
  if (removing) last.current = removing;
  const member = last.current?.member;
  const who = member ? member.name || member.email : "";
  const invite = member?.status === "pending";
  const onConfirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        removed.current = true;
        toast({ title: translate("groups.memberRemoved") });
        onDone();
      },
      onError: groupFailure(translate("groups.removeFailed")),
    });
  };
  return (
    <LoadWhen when={removing !== undefined}>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && onDone()}
        title={invite ? t("groups.cancelInvitationTo", { who }) : t("groups.removeWho", { who })}
        description={invite ? t("groups.cancelInviteText") : t("groups.removeText")}
        keepLabel={invite ? t("groups.keepInvitation") : t("groups.keepMember")}
        confirmLabel={invite ? t("groups.cancelInvite") : t("groups.removeMember")}
        busy={remove.isPending}
        onConfirm={onConfirm}
        returnFocus={() => {
          const wasRemoved = removed.current;
          removed.current = false;
          return wasRemoved ? afterRemoval() : last.current?.menuButton;
        }}
      />
    </LoadWhen>
  );
}

function MemberList({
  title,
  members,
  group,
  onRemove,
}: {
  title: string;
  members: Member[];
  group: Group;
  onRemove: (member: Member, menuButton: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  return (
    <section className="grid gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul aria-label={title} className="grid rounded-2xl border bg-card">
        {members.map((m) => (
          <li key={m.id} className="flex items-center gap-3 border-b px-4 py-3 last:border-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere">{m.name || m.email}</p>
              <p className="text-sm text-muted-foreground wrap-anywhere">
                {m.email}
                {m.phoneNumber ? ` · ${m.phoneNumber}` : ""}
              </p>
            </div>
            <Badge variant={m.role === "member" ? "outline" : "secondary"}>{roleLabel(t, m.role)}</Badge>
            {m.status === "pending" && <Badge variant="warning">{t("groups.pending")}</Badge>}
            {group.viewer.canManage && m.role !== "creator" && (
              <MemberMenu groupId={group.id} member={m} onRemove={onRemove} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberMenu({
  groupId,
  member,
  onRemove,
}: {
  groupId: string;
  member: Member;
  onRemove: (member: Member, menuButton: HTMLButtonElement | null) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const who = member.name || member.email;
  const t = useT();
  return (
    <MemberMenuOnDemand
      trigger={
        <Button
          ref={button}
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={t("groups.manageWho", { who })}
        >
          <MoreVertical aria-hidden="true" />
        </Button>
      }
      groupId={groupId}
      member={member}
      onRemove={() => onRemove(member, button.current)}
    />
  );
}
