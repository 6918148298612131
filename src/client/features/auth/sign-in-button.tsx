// "Sign In with {provider}": starts the redirect round trip, or, inside another app's web view
// where providers refuse to sign anyone in, explains what to do instead.
import { LogIn } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useAuth, useSignIn } from "./api.ts";
import { isInAppBrowser } from "./in-app-browser.ts";

const MobileSignInDialog = lazyChunk(() => import("./mobile-sign-in-dialog.tsx"));

export function SignInButton({
  className,
  size = "default",
  compact = false,
}: {
  className?: string;
  size?: "default" | "lg";
  /** In the header: "Sign In" alone on a phone, with the provider still in its accessible name. */
  compact?: boolean;
}) {
  const provider = useAuth().data?.provider;
  const signIn = useSignIn();
  const [mobileHelp, setMobileHelp] = useState(false);
  const tr = useT();
  if (!provider) return null;

  const start = () => {
    if (isInAppBrowser()) {
      setMobileHelp(true);
      return;
    }
    signIn.mutate(provider.id, {
      onError: () =>
        toast({ variant: "destructive", title: t("shell.loginFailed"), description: t("shell.tryAgain") }),
    });
  };

  return (
    <>
      <Button
        size={size}
        variant="outline"
        className={cn("min-h-11", className)}
        onClick={start}
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
      >
        <LogIn aria-hidden="true" />
        {signIn.isPending ? (
          tr("shell.signingIn")
        ) : (
          <span>
            {tr("shell.signIn")}
            <span className={compact ? "max-sm:sr-only" : undefined}>
              {tr("shell.withProvider", { provider: provider.name })}
            </span>
          </span>
        )}
      </Button>
      {mobileHelp && (
        <Suspense fallback={null}>
          <MobileSignInDialog open={mobileHelp} onOpenChange={setMobileHelp} />
        </Suspense>
      )}
    </>
  );
}
