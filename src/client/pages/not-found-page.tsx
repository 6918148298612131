import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { PageShell } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t("dashboard.pageNotFound"));
  return (
    <PageShell className="flex items-start justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t("dashboard.notFoundHeading")}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("dashboard.notFoundText")}</p>
          {/* The spec's text above speaks to developers; this line speaks to the person who came. */}
          <p className="mt-2 text-sm">{t("dashboard.notFoundHelp")}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">{t("hang.goHome")}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageShell>
  );
}
