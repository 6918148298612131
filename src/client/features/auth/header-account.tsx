// The header's account area on every screen: nothing while the session is being read (so the
// wrong control never flashes), then the sign-in button or the account menu.
import { lazy, Suspense } from "react";
import { useAuth } from "./api.ts";
import { SignInButton } from "./sign-in-button.tsx";

// Only signed-in people download the menu.
const AccountMenu = lazy(() => import("./account-menu.tsx"));

export function HeaderAccount() {
  const auth = useAuth();
  if (auth.isPending) return <span className="block size-11" aria-hidden="true" />;
  const { user, provider } = auth.data ?? { user: null, provider: null };
  if (user) {
    return (
      <Suspense fallback={<span className="block size-11" aria-hidden="true" />}>
        <AccountMenu account={user} />
      </Suspense>
    );
  }
  return provider ? <SignInButton className="h-11" compact /> : null;
}
