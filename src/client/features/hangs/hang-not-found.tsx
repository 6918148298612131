// The hang page's card for a hang that is not there. The server draws it too, in the HTML of the
// 404 it answers for such a hang (server/http/not-found-page.tsx).
import { Ban, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";

/** Gone: never there, or (arriving from the cancellation e-mail of a deleted hang) cancelled. */
export function HangNotFound({ deleted }: { deleted: boolean }) {
  const Icon = deleted ? Ban : SearchX;
  const t = useT();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <Icon className="size-10 text-orange-300" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{deleted ? t("hang.cancelled") : t("hang.notFound")}</h1>
        <p className="text-muted-foreground">{deleted ? t("hang.deletedText") : t("hang.notFoundText")}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/">{t("hang.goHome")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
