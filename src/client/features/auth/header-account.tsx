// The header's account area on every screen: nothing while the session is being read (so the
// wrong control never flashes), then the sign-in button or the account menu.
import { Suspense, useEffect, useRef } from "react";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useAuth } from "./api.ts";
import { SignInButton } from "./sign-in-button.tsx";

// Only signed-in people download the menu.
const AccountMenu = lazyChunk(() => import("./account-menu.tsx"));

export function HeaderAccount() {
  const auth = useAuth();
  const { user, provider } = auth.data ?? { user: null, provider: null };
  const signInArea = useRef<HTMLSpanElement>(null);
  const hadUser = useRef(false);
  useEffect(() => {
    if (auth.isPending) return;
    const signedOut = hadUser.current && !user;
    hadUser.current = Boolean(user);
    // Signing out from the menu takes the menu's button away with the focus on it: the focus goes
    // on to Sign In, unless the person has it somewhere else already.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (signedOut && lost) signInArea.current?.querySelector("button")?.focus();
  }, [auth.isPending, user]);
  if (auth.isPending) return <span className="block size-11" aria-hidden="true" />;
  if (user) {
    return (
      <Suspense fallback={<span className="block size-11" aria-hidden="true" />}>
        <AccountMenu account={user} />
      </Suspense>
    );
  }
  return provider ? (
    <span ref={signInArea} className="contents">
      <SignInButton className="h-11" compact />
    </span>
  ) : null;
}
