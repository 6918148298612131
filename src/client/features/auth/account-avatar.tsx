// The signed-in person's picture, or their initials, on the account menu's button and in the menu.
import type { Account } from "./api.ts";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? "?"];
  return letters.map((p) => p?.[0]?.toUpperCase() ?? "").join("") || "?";
}

export function AccountAvatar({ account }: { account: Account }) {
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
