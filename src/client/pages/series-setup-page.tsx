import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useAuth } from "../features/auth/api.ts";
import { SignInButton } from "../features/auth/sign-in-button.tsx";
import { SeriesSetup } from "../features/series-setup/series-setup.tsx";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";

/**
 * /series/new (?group={id} chooses the group, ?from={hangId} starts from a past hang): setting up a
 * standing hang, for someone signed in; signed out, the way in.
 */
export default function SeriesSetupPage() {
  const t = useT();
  usePageTitle(t("seriesSetup.title"));
  const auth = useAuth();
  return (
    <PageShell>
      <div className="mb-6 text-center sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("seriesSetup.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("seriesSetup.subtitle")}</p>
      </div>
      {auth.isPending ? (
        <PageSpinner />
      ) : auth.data?.user ? (
        <SeriesSetup />
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-10 text-center sm:py-10">
            <p className="text-lg font-semibold">{t("seriesSetup.signIn")}</p>
            <SignInButton size="lg" />
          </CardContent>
        </Card>
      )}
    </PageShell>
  );
}
