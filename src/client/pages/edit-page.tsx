import { Ban, LockKeyhole, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "wouter";
import { PageShell } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { useAuth } from "../features/auth/api.ts";
import { EditHangForm } from "../features/hangs/edit-hang-form.tsx";
import { useEditableHang } from "../features/host/api.ts";
import { ConfirmCancel } from "../features/host/confirm-cancel.tsx";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";

/** /edit/:id?token= — edit or reschedule a hang with the private edit link. */
export default function EditPage() {
  const { id = "" } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const token = search.get("token") || undefined;
  const auth = useAuth();
  const hang = useEditableHang(id, token, Boolean(auth.data?.user));
  const noProof = !token && !auth.isPending && !auth.data?.user;
  const t = useT();
  usePageTitle(hang.data ? t("host.editTitle", { name: hang.data.name }) : t("host.editHang"));

  return (
    <PageShell>
      {noProof ? (
        <Notice icon={<LockKeyhole className="size-10 text-orange-300" aria-hidden="true" />}>
          {t("host.noPermission")}
        </Notice>
      ) : hang.isPending ? (
        <div className="grid justify-items-center gap-3 py-20 text-muted-foreground">
          <Spinner label={t("host.loadingDetails")} />
          <p aria-hidden="true">{t("host.loadingDetails")}</p>
        </div>
      ) : hang.isError ? (
        <Notice icon={<SearchX className="size-10 text-orange-300" aria-hidden="true" />}>
          {t("host.editNotFound")}
        </Notice>
      ) : hang.data.isCancelled ? (
        <Notice icon={<Ban className="size-10 text-destructive" aria-hidden="true" />}>
          {t("host.editCancelled")}
        </Notice>
      ) : (
        <div className="grid gap-6">
          <div className="text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("host.editHang")}</h1>
            <p className="mt-2 text-muted-foreground">{t("host.editIntro")}</p>
          </div>
          <EditHangForm hang={hang.data} editToken={token} />
          <ConfirmCancel hangId={hang.data.id} editToken={token} />
        </div>
      )}
    </PageShell>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        {icon}
        <h1 className="text-lg font-semibold">{children}</h1>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/">{t("hang.goHome")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
