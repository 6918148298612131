// The signed-in person's menu in the header: who they are, their account and data, the admin page
// (admins only), and Sign out.
import { LogOut, ShieldCheck, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import { type Account, useSignOut } from "./api.ts";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? "?"];
  return letters.map((p) => p?.[0]?.toUpperCase() ?? "").join("") || "?";
}

function Avatar({ account }: { account: Account }) {
  return account.photoURL ? (
    <img
      src={account.photoURL}
      alt=""
      referrerPolicy="no-referrer"
      className="size-9 rounded-full object-cover"
      width="36"
      height="36"
    />
  ) : (
    // Initials drawn by CSS: decoration, so the trigger's name is only "Account menu for {name}".
    <span
      aria-hidden="true"
      data-initials={initialsOf(account.displayName)}
      className="flex size-9 items-center justify-center rounded-full bg-orange-700 text-sm font-bold text-white before:content-[attr(data-initials)]"
    />
  );
}

const ITEM_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

export default function AccountMenu({ account }: { account: Account }) {
  const signOut = useSignOut();
  const leave = () => signOut.mutate();

  return (
    // Not modal and not portalled: the menu stays inside the header's landmark and leaves the page
    // readable, as a menu (not a dialog) should.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Account menu for ${account.displayName}`}
      >
        <Avatar account={account} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-xl border bg-card p-1 text-card-foreground shadow-lg"
      >
        <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
          <Avatar account={account} />
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
            Your account and data
          </Link>
        </DropdownMenu.Item>
        {account.isAdmin && (
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link href="/admin">
              <ShieldCheck className="size-4" aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item onSelect={leave} disabled={signOut.isPending} className={ITEM_CLASS}>
          <LogOut className="size-4" aria-hidden="true" />
          {signOut.isPending ? "Signing out..." : "Sign out"}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
