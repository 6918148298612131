// How a host finds their way: the bar on the guest page of a hang this browser created, and the
// notice shown when the host view is asked for without the private edit link.
import { Crown, LockKeyhole } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useFocusedHeading } from "../../lib/focus-heading.ts";

/** Shown above the guest views when this browser holds the hang's edit token. */
export function HostingBar({ hangId }: { hangId: string }) {
  const t = useT();
  return (
    <section
      aria-label={t("hang.hosting")}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-3 pl-4"
    >
      <p className="flex items-center gap-2 font-semibold text-orange-950">
        <Crown className="size-5 shrink-0 text-orange-700" aria-hidden="true" />
        {t("hang.hosting")}
      </p>
      <Button asChild>
        <Link href={`/hang/${hangId}?host=true`}>{t("hang.viewResponses")}</Link>
      </Button>
    </section>
  );
}

/** ?host=true from a browser the server did not recognise as the host's. */
export function HostViewNeedsLink({ onGuestView }: { onGuestView: () => void }) {
  const heading = useFocusedHeading();
  const t = useT();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <LockKeyhole className="size-10 text-orange-300" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("hang.hostViewNeedsLink")}
        </h1>
        <p className="text-muted-foreground">{t("hang.hostViewNeedsLinkText")}</p>
        <Button variant="outline" className="mt-2" onClick={onGuestView}>
          {t("hang.openGuestPage")}
        </Button>
      </CardContent>
    </Card>
  );
}
