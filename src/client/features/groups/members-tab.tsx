import { MoreVertical, UserPlus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { GROUP_TOASTS } from "../../../shared/groups.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type Group, type Member, useChangeRole, useRemoveMember } from "./api.ts";
import { groupFailure } from "./failure.ts";
import { InviteMembersDialog } from "./invite-members-dialog.tsx";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-accent";

export const roleLabel = (role: Member["role"]) => role[0]!.toUpperCase() + role.slice(1);

/** Active and pending members with role badges; managers invite, change roles and remove. */
export function MembersTab({ group, members }: { group: Group; members: Member[] }) {
  const [inviting, setInviting] = useState(false);
  const manage = group.viewer.canManage;
  const active = members.filter((m) => m.status === "active");
  const pending = members.filter((m) => m.status === "pending");
  return (
    <div className="grid gap-4">
      {manage && (
        <Button className="h-11 w-full sm:w-fit" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite Members
        </Button>
      )}
      <MemberList title={`Members (${active.length})`} members={active} group={group} />
      {pending.length > 0 && (
        <MemberList title={`Pending invites (${pending.length})`} members={pending} group={group} />
      )}
      {manage && <InviteMembersDialog groupId={group.id} open={inviting} onOpenChange={setInviting} />}
    </div>
  );
}

function MemberList({ title, members, group }: { title: string; members: Member[]; group: Group }) {
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
            <Badge variant={m.role === "member" ? "outline" : "secondary"}>{roleLabel(m.role)}</Badge>
            {m.status === "pending" && <Badge variant="warning">Pending</Badge>}
            {group.viewer.canManage && m.role !== "creator" && <MemberMenu groupId={group.id} member={m} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberMenu({ groupId, member }: { groupId: string; member: Member }) {
  const changeRole = useChangeRole(groupId);
  const remove = useRemoveMember(groupId);
  const who = member.name || member.email;
  const nextRole = member.role === "admin" ? "member" : "admin";
  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => toast({ title: GROUP_TOASTS.memberRemoved }),
      onError: groupFailure(GROUP_TOASTS.removeFailed),
    });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-11" aria-label={`Manage ${who}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 w-52 rounded-xl border bg-card p-1 shadow-lg">
        {member.status === "pending" ? (
          <DropdownMenu.Item className={itemClass} onSelect={onRemove}>
            Cancel Invite
          </DropdownMenu.Item>
        ) : (
          <>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() =>
                changeRole.mutate(
                  { memberId: member.id, role: nextRole },
                  {
                    onSuccess: () => toast({ title: GROUP_TOASTS.roleUpdated }),
                    onError: groupFailure(GROUP_TOASTS.roleFailed),
                  },
                )
              }
            >
              {nextRole === "admin" ? "Make Admin" : "Make Member"}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${itemClass} text-destructive`} onSelect={onRemove}>
              Remove Member
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
