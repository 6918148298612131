import { CircleAlert } from "lucide-react";
import { Link, useParams } from "wouter";
import { AppHeader, PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { SignInButton } from "../features/auth/sign-in-button.tsx";
import { useSeries } from "../features/series/api.ts";
import { SeriesContent } from "../features/series/series-view.tsx";
import { useT } from "../i18n/i18n.ts";
import { isApiError } from "../lib/http.ts";
import { usePageTitle } from "../lib/page-title.ts";

/**
 * /series/{id}: a standing hang — its next round, the rounds to come and those over, the owner's
 * controls and the viewer's standing answers. Only its owner and its group's members see it.
 */
export default function SeriesPage() {
  const { id = "" } = useParams<{ id: string }>();
  const series = useSeries(id);
  const t = useT();
  usePageTitle(series.data?.name ?? t("series.standingHang"));
  return (
    <PageShell header={<AppHeader />}>
      {series.isPending ? (
        <PageSpinner />
      ) : series.data ? (
        <SeriesContent series={series.data} />
      ) : (
        <SeriesProblem error={series.error} retry={() => void series.refetch()} />
      )}
    </PageShell>
  );
}

/**
 * Anyone who may not see it is told it is not there, whatever the id (as for groups); signed out,
 * also how to get in; a failure of the server or the network can be tried again.
 */
function SeriesProblem({ error, retry }: { error: Error | null; retry: () => void }) {
  const t = useT();
  const signedOut = isApiError(error, 401);
  const missing = signedOut || isApiError(error, 404) || isApiError(error, 403);
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="pt-6 sm:pt-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          {t(missing ? "series.notFound" : "series.loadFailed")}
        </h1>
        {signedOut && <p className="mt-3 text-sm text-muted-foreground">{t("series.signInToSee")}</p>}
        <div className="mt-6 flex flex-wrap gap-2">
          {signedOut && <SignInButton />}
          {!missing && (
            <Button className="h-11" onClick={retry}>
              {t("series.retry")}
            </Button>
          )}
          <Button asChild variant="outline" className="h-11">
            <Link href="/">{t("hang.goHome")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
