// The account menu itself (Radix DropdownMenu): who is signed in, their account and data, the admin
// page (admins only), and Sign out. Loaded when the menu's button is first pressed.
import { LogOut, ShieldCheck, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import type { MenuOnDemandProps } from "../../components/on-demand.tsx";
import { useT } from "../../i18n/i18n.ts";
import { AccountAvatar } from "./account-avatar.tsx";
import { type Account, useSignOut } from "./api.ts";

const ITEM_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

export type AccountDropdownProps = { account: Account };

export default function AccountDropdown({
  trigger,
  defaultOpen,
  onContentFocus,
  account,
}: MenuOnDemandProps<AccountDropdownProps>) {
  const t = useT();
  const signOut = useSignOut();
  const leave = () => signOut.mutate();

  return (
    // Not modal and not portalled: the menu stays inside the header's landmark and leaves the page
    // readable, as a menu (not a dialog) should.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        onFocus={onContentFocus}
        className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-xl border bg-card p-1 text-card-foreground shadow-lg"
      >
        <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
          <AccountAvatar account={account} />
          <span className="grid min-w-0">
            <span className="truncate font-semibold" title={account.displayName}>
              {account.displayName}
            </span>
            <span className="truncate text-sm text-muted-foreground" title={account.email}>
              {account.email}
            </span>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item asChild className={ITEM_CLASS}>
          <Link href="/account">
            <UserRound className="size-4" aria-hidden="true" />
            {t("dashboard.accountAndData")}
          </Link>
        </DropdownMenu.Item>
        {account.isAdmin && (
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link href="/admin">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t("dashboard.admin")}
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item onSelect={leave} disabled={signOut.isPending} className={ITEM_CLASS}>
          <LogOut className="size-4" aria-hidden="true" />
          {signOut.isPending ? t("dashboard.signingOut") : t("dashboard.signOut")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
