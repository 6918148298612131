// A member's menu on the Members tab (creator and admins): Make Admin / Make Member and Remove
// Member, or Cancel Invite for someone who has not joined. Loaded on first use (menuOnDemand).
import { DropdownMenu } from "radix-ui";
import type { MenuOnDemandProps } from "../../components/on-demand.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { type Member, useChangeRole } from "./api.ts";
import { groupFailure } from "./failure.ts";
import { MENU_ITEM_CLASS } from "./menu-item.ts";

export type MemberMenuProps = { groupId: string; member: Member; onRemove: () => void };

export default function MemberMenu({
  trigger,
  defaultOpen,
  onContentFocus,
  groupId,
  member,
  onRemove,
}: MenuOnDemandProps<MemberMenuProps>) {
  const changeRole = useChangeRole(groupId);
  const nextRole = member.role === "admin" ? "member" : "admin";
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onFocus={onContentFocus}
        className="z-50 w-52 rounded-xl border bg-card p-1 shadow-lg"
      >
        {member.status === "pending" ? (
          <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={onRemove}>
            {t("groups.cancelInvite")}
          </DropdownMenu.Item>
        ) : (
          <>
            <DropdownMenu.Item
              className={MENU_ITEM_CLASS}
              onSelect={() =>
                changeRole.mutate(
                  { memberId: member.id, role: nextRole },
                  {
                    onSuccess: () => toast({ title: translate("groups.roleUpdated") }),
                    onError: groupFailure(translate("groups.roleFailed")),
                  },
                )
              }
            >
              {nextRole === "admin" ? t("groups.makeAdmin") : t("groups.makeMember")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${MENU_ITEM_CLASS} text-destructive`} onSelect={onRemove}>
              {t("groups.removeMember")}
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
