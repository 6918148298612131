// /unsubscribe?t=…: where an e-mail's "Stop reminders for this hang" and "Never e-mail me from
// Hangs" links lead. One button does it; nothing happens on opening the page (mail scanners open
// links), and no sign-in is needed: the link's token is the proof.

import { useMutation, useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  STOP_EVERYTHING,
  STOP_THIS_HANG,
  stoppedMessage,
  UNSUBSCRIBE_BAD_LINK,
  type UnsubscribeInfo,
} from "../../shared/unsubscribe.ts";
import { PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../components/ui/card.tsx";
import { apiRequest, getJson } from "../lib/http.ts";
import { usePageTitle } from "../lib/page-title.ts";

export default function UnsubscribePage() {
  const token = new URLSearchParams(window.location.search).get("t") ?? "";
  const url = `/api/unsubscribe?t=${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => getJson<UnsubscribeInfo>(url),
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => apiRequest<{ stopped: boolean }>("POST", url) });
  const title = info.data?.scope === "all" ? STOP_EVERYTHING : STOP_THIS_HANG;
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
            <p role="alert">{UNSUBSCRIBE_BAD_LINK}</p>
          ) : stopped ? (
            <p ref={done} tabIndex={-1} role="status" className="font-medium outline-none">
              {stoppedMessage(info.data.scope, info.data.hangName)}
            </p>
          ) : (
            <>
              <p>
                {info.data.scope === "all"
                  ? "Hangs will send this address nothing more: no invitations, reminders or updates."
                  : `You'll get no more reminders to answer ${info.data.hangName ?? "this hang"}.`}
              </p>
              {stop.isError && <p role="alert">Something went wrong. Please try again.</p>}
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
