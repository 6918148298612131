import { Download, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { AccessTokensSection } from "../features/access-tokens/access-tokens-section.tsx";
import { EXPORT_URL } from "../features/account/api.ts";
import DeleteAccountDialog from "../features/account/delete-account-dialog.tsx";
import { type Account, useAuth } from "../features/auth/api.ts";
import { SignInButton } from "../features/auth/sign-in-button.tsx";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";

/** /account: who is signed in, their data to download, and deleting the account. */
export default function AccountPage() {
  const t = useT();
  usePageTitle(t("dashboard.accountTitle"));
  const auth = useAuth();
  const account = auth.data?.user ?? undefined;
  return (
    <PageShell>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("dashboard.accountTitle")}</h1>
      {auth.isPending ? (
        <PageSpinner />
      ) : account ? (
        <AccountSections account={account} />
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-10 text-center sm:py-10">
            <p className="text-lg font-semibold">{t("dashboard.signInToSeeAccount")}</p>
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
  const t = useT();
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
              {account.email || t("dashboard.noEmail")}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("dashboard.yourData")}</CardTitle>
          <CardDescription>{t("dashboard.yourDataText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" />
              {t("dashboard.downloadData")}
            </a>
          </Button>
        </CardContent>
      </Card>

      <AccessTokensSection />

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>{t("dashboard.deleteAccountTitle")}</CardTitle>
          <CardDescription>{t("dashboard.deleteAccountText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" className="w-full sm:w-fit" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {t("dashboard.deleteMyAccount")}
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={() => navigate("/")} />
    </div>
  );
}
