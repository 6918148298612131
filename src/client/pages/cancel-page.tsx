import { Ban, CircleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams, useSearchParams } from "wouter";
import { FocusedHeading } from "../components/focused-heading.tsx";
import { PageShell } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useAuth } from "../features/auth/api.ts";
import { type Notified, useEditableHang } from "../features/host/api.ts";
import { CancelHangForm } from "../features/host/cancel-hang-form.tsx";
import { useFormat } from "../i18n/format.ts";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";

/** /cancel/:id?token= — cancel a hang for good, telling everyone why. */
export default function CancelPage() {
  const { id = "" } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const token = search.get("token") || undefined;
  const auth = useAuth();
  const hang = useEditableHang(id, token, Boolean(auth.data?.user));
  const noProof = !token && !auth.isPending && !auth.data?.user;
  const t = useT();
  const format = useFormat();
  usePageTitle(hang.data ? t("host.cancelTitle", { name: hang.data.name }) : t("host.cancelHang"));
  const [cancelled, setCancelled] = useState<Notified>();

  return (
    <PageShell>
      {cancelled ? (
        <Outcome title={t("hang.cancelled")} tone="done">
          <p className="text-muted-foreground">{t("host.peopleEmailed", { count: cancelled.notified })}</p>
        </Outcome>
      ) : noProof || hang.isError ? (
        <Outcome title={t("host.unableToLoad")} tone="error">
          <p className="text-muted-foreground">{t("host.checkCancelLink")}</p>
        </Outcome>
      ) : hang.isPending ? (
        <CancelSkeleton />
      ) : hang.data.isCancelled ? (
        <Outcome title={t("host.alreadyCancelled")} tone="done">
          <p className="text-muted-foreground">
            {hang.data.cancelledAt
              ? t("host.cancelledOn", { name: hang.data.name, date: format.longDate(hang.data.cancelledAt) })
              : t("host.cancelledUnknown", { name: hang.data.name })}
          </p>
          {hang.data.cancelReason && (
            <blockquote className="w-full rounded-xl bg-muted px-4 py-3 text-left text-sm break-words">
              <span className="font-semibold">{t("hang.reason")} </span>
              {hang.data.cancelReason}
            </blockquote>
          )}
        </Outcome>
      ) : (
        <div className="grid gap-6">
          <div className="text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("host.cancelHang")}</h1>
            <p className="mt-2 text-muted-foreground">{t("host.cancelIntro")}</p>
          </div>
          <CancelHangForm hang={hang.data} editToken={token} onCancelled={setCancelled} />
        </div>
      )}
    </PageShell>
  );
}

function Outcome({ title, tone, children }: { title: string; tone: "done" | "error"; children: ReactNode }) {
  const Icon = tone === "error" ? CircleAlert : Ban;
  const t = useT();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <Icon className="size-10 text-destructive" aria-hidden="true" />
        <FocusedHeading className="text-2xl font-bold">{title}</FocusedHeading>
        {children}
        <Button asChild variant="outline" className="mt-2">
          <Link href="/">{t("hang.goHome")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The page's shape while the hang loads. */
function CancelSkeleton() {
  const t = useT();
  return (
    <div className="grid animate-pulse gap-6" role="status" aria-label={t("host.loading")}>
      <div className="mx-auto h-9 w-48 rounded-lg bg-muted" />
      <div className="h-40 rounded-2xl bg-muted" />
      <div className="h-16 rounded-2xl bg-muted" />
      <div className="h-24 rounded-2xl bg-muted" />
    </div>
  );
}
