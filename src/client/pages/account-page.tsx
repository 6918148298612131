import { Download, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { EXPORT_URL } from "../features/account/api.ts";
import DeleteAccountDialog from "../features/account/delete-account-dialog.tsx";
import { type Account, useAuth } from "../features/auth/api.ts";
import { SignInButton } from "../features/auth/sign-in-button.tsx";
import { usePageTitle } from "../lib/page-title.ts";

/** /account: who is signed in, their data to download, and deleting the account. */
export default function AccountPage() {
  usePageTitle("Your account");
  const auth = useAuth();
  const account = auth.data?.user ?? undefined;
  return (
    <PageShell>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Your account</h1>
      {auth.isPending ? (
        <PageSpinner />
      ) : account ? (
        <AccountSections account={account} />
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-10 text-center sm:py-10">
            <p className="text-lg font-semibold">Sign in to see your account</p>
            <SignInButton size="lg" />
          </CardContent>
        </Card>
      )}
    </PageShell>
  );
}

function AccountSections({ account }: { account: Account }) {
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="flex items-center gap-3 pt-5 sm:pt-6">
          <span className="grid size-11 shrink-0 place-content-center rounded-full bg-secondary text-primary">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0">
            <p className="truncate font-semibold">{account.displayName}</p>
            <p className="break-words text-sm text-muted-foreground">
              {account.email ||
                "Your sign-in provider hasn't confirmed an e-mail address, so no hangs are tied to one."}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
          <CardDescription>
            Download everything Hangs keeps about you as a JSON file: your account, the hangs you host (with
            how many answered, not who), your own answers, votes and suggestions, and your groups.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </CardContent>
      </Card>

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>Delete your account</CardTitle>
          <CardDescription>
            Upcoming hangs you host are cancelled and their guests told. Past hangs stay for their guests
            without your name or e-mail. Everything else of yours is deleted, and you're signed out
            everywhere.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" className="w-full sm:w-fit" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={() => navigate("/")} />
    </div>
  );
}
