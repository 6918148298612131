// The group page's Manage menu for the creator and admins: Edit Group and Delete Group. Loaded on
// first use (menuOnDemand); the dialogs it opens belong to the page.
import { DropdownMenu } from "radix-ui";
import type { MenuOnDemandProps } from "../../components/on-demand.tsx";
import { useT } from "../../i18n/i18n.ts";
import { MENU_ITEM_CLASS } from "./menu-item.ts";

export type ManageMenuProps = { onEdit: () => void; onDelete: () => void };

export default function ManageMenu({
  trigger,
  defaultOpen,
  onContentFocus,
  onEdit,
  onDelete,
}: MenuOnDemandProps<ManageMenuProps>) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onFocus={onContentFocus}
        className="z-50 w-48 rounded-xl border bg-card p-1 shadow-lg"
      >
        <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={onEdit}>
          {t("groups.editGroup")}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={`${MENU_ITEM_CLASS} text-destructive`} onSelect={onDelete}>
          {t("groups.deleteGroup")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
