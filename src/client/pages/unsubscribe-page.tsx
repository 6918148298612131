// /unsubscribe?t=…: where an e-mail's "Stop e-mails about this hang" (or "Stop group invitations")
// and "Never e-mail me from Hangs" links lead. One button does it; nothing happens on opening the page (mail scanners open
// links), and no sign-in is needed: the link's token is the proof.

import { useMutation, useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import type { MessageId } from "../../shared/i18n/catalogs/en.ts";
import type { UnsubscribeInfo } from "../../shared/unsubscribe.ts";
import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../components/ui/card.tsx";
import { useT } from "../i18n/i18n.ts";
import { apiRequest, getJson } from "../lib/http.ts";
import { usePageTitle } from "../lib/page-title.ts";

/** What each page state says, by what the link stops. */
function textsFor(info: UnsubscribeInfo | undefined): { title: MessageId; ask: MessageId; done: MessageId } {
  if (info?.scope === "all")
    return { title: "dashboard.stopEverything", ask: "dashboard.sendNothing", done: "dashboard.stoppedAll" };
  if (info?.scope === "groups")
    return {
      title: "dashboard.stopGroupInvites",
      ask: "dashboard.noGroupInvites",
      done: "dashboard.stoppedGroupInvites",
    };
  return info?.hangName == null
    ? {
        title: "dashboard.stopThisHang",
        ask: "dashboard.noMoreRemindersThis",
        done: "dashboard.stoppedThisHang",
      }
    : { title: "dashboard.stopThisHang", ask: "dashboard.noMoreReminders", done: "dashboard.stoppedHang" };
}

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
  const texts = textsFor(info.data);
  const title = t(texts.title);
  const hangName = { hangName: info.data?.hangName ?? "" };
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
              {t(texts.done, hangName)}
            </p>
          ) : (
            <>
              <p>{t(texts.ask, hangName)}</p>
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
