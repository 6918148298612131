// ANONYMOUS_HOSTS=false: the create page asks the person to sign in (with an account whose address
// the provider confirms) instead of showing a form whose submit would be refused.
import { LogIn, MailWarning } from "lucide-react";
import { HOST_EMAIL_UNCONFIRMED } from "../../../shared/sign-in-errors.ts";
import { Card, CardContent } from "../../components/ui/card.tsx";
import type { AuthState } from "../auth/api.ts";
import { SignInButton } from "../auth/sign-in-button.tsx";

/** Whether this person may see the create form (the server checks again on POST /api/hangs). */
export function mayHost(auth: AuthState | undefined): boolean {
  return auth?.anonymousHosts !== false || Boolean(auth.user?.emailVerified);
}

export function HostingNeedsSignIn({ auth }: { auth: AuthState }) {
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
          {unconfirmed ? "Your e-mail address isn't confirmed" : "Sign in to create a hang"}
        </h2>
        <p className="max-w-md text-muted-foreground">
          {unconfirmed
            ? HOST_EMAIL_UNCONFIRMED
            : auth.provider
              ? "On this Hangs, hosts sign in first. Guests still answer without an account."
              : "Creating a hang here needs an account, and signing in isn't set up yet. Ask the person who runs this Hangs."}
        </p>
        {!unconfirmed && <SignInButton size="lg" />}
      </CardContent>
    </Card>
  );
}
