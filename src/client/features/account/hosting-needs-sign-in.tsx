// ANONYMOUS_HOSTS=false: the create page asks the person to sign in (with an account whose address
// the provider confirms) instead of showing a form whose submit would be refused.
import { LogIn, MailWarning } from "lucide-react";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { AuthState } from "../auth/api.ts";
import { SignInButton } from "../auth/sign-in-button.tsx";

/** Whether this person may see the create form (the server checks again on POST /api/hangs). */
export function mayHost(auth: AuthState | undefined): boolean {
  return auth?.anonymousHosts !== false || Boolean(auth.user?.emailVerified);
}

export function HostingNeedsSignIn({ auth }: { auth: AuthState }) {
  const t = useT();
  const unconfirmed = Boolean(auth.user);
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-10 text-center sm:py-10">
        <span className="grid size-12 place-content-center rounded-full bg-secondary text-primary">
          {unconfirmed ? (
            <MailWarning className="size-6" aria-hidden="true" />
          ) : (
            <LogIn className="size-6" aria-hidden="true" />
          )}
        </span>
        <h2 className="text-xl font-semibold">
          {unconfirmed ? t("dashboard.emailUnconfirmed") : t("dashboard.signInToCreate")}
        </h2>
        <p className="max-w-md text-muted-foreground">
          {unconfirmed
            ? t("dashboard.hostEmailUnconfirmed")
            : auth.provider
              ? t("dashboard.hostsSignIn")
              : t("dashboard.signInNotSetUp")}
        </p>
        {!unconfirmed && <SignInButton size="lg" />}
      </CardContent>
    </Card>
  );
}
