// /unsubscribe?t=…: where an e-mail's "Stop reminders for this hang" and "Never e-mail me from
// Hangs" links lead. One button does it; nothing happens on opening the page (mail scanners open
// links), and no sign-in is needed: the link's token is the proof.

import { useMutation, useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import type { UnsubscribeInfo } from "../../shared/unsubscribe.ts";
import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../components/ui/card.tsx";
import { useT } from "../i18n/i18n.ts";
import { apiRequest, getJson } from "../lib/http.ts";
import { usePageTitle } from "../lib/page-title.ts";

export default function UnsubscribePage() {
  const t = useT();
  const token = new URLSearchParams(window.location.search).get("t") ?? "";
  const url = `/api/unsubscribe?t=${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => getJson<UnsubscribeInfo>(url),
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => apiRequest<{ stopped: boolean }>("POST", url) });
  const title = t(info.data?.scope === "all" ? "dashboard.stopEverything" : "dashboard.stopThisHang");
  usePageTitle(title);
  const done = useRef<HTMLParagraphElement>(null);
  const stopped = stop.isSuccess || info.data?.stopped;
  // After the click, attention goes to what happened.
  useEffect(() => {
    if (stop.isSuccess) done.current?.focus();
  }, [stop.isSuccess]);

  return (
    <PageShell>
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <MailX className="size-6 text-primary" aria-hidden="true" />
            {title}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {info.isPending ? (
            <PageSpinner />
          ) : info.isError || !info.data ? (
            <p role="alert">{t("dashboard.badLink")}</p>
          ) : stopped ? (
            <p ref={done} tabIndex={-1} role="status" className="font-medium outline-none">
              {info.data.scope === "all"
                ? t("dashboard.stoppedAll")
                : info.data.hangName == null
                  ? t("dashboard.stoppedThisHang")
                  : t("dashboard.stoppedHang", { hangName: info.data.hangName })}
            </p>
          ) : (
            <>
              <p>
                {info.data.scope === "all"
                  ? t("dashboard.sendNothing")
                  : info.data.hangName == null
                    ? t("dashboard.noMoreRemindersThis")
                    : t("dashboard.noMoreReminders", { hangName: info.data.hangName })}
              </p>
              {stop.isError && <p role="alert">{t("dashboard.somethingWrong")}</p>}
              <Button size="lg" disabled={stop.isPending} onClick={() => stop.mutate()}>
                {title}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
