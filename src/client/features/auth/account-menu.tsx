// The signed-in person's menu button in the header. The menu's code downloads when the button is
// first pressed (account-dropdown.tsx): the page itself does not wait for it.
import { menuOnDemand } from "../../components/on-demand.tsx";
import { useT } from "../../i18n/i18n.ts";
import { AccountAvatar } from "./account-avatar.tsx";
import type { AccountDropdownProps } from "./account-dropdown.tsx";
import type { Account } from "./api.ts";

const AccountDropdown = menuOnDemand<AccountDropdownProps>(() => import("./account-dropdown.tsx"));

export default function AccountMenu({ account }: { account: Account }) {
  const t = useT();
  return (
    <AccountDropdown
      account={account}
      trigger={
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("dashboard.accountMenuFor", { name: account.displayName })}
        >
          <AccountAvatar account={account} />
        </button>
      }
    />
  );
}
