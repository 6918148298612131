// An endpoint's delivery log: the last deliveries, newest first — the event, how it went, how long
// the receiver took, when — each with "Send again" once it has settled.
import { RotateCw } from "lucide-react";
import type { WebhookDeliveryView, WebhookEndpointView } from "../../../shared/webhooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useFormat } from "../../i18n/format.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { useDeliveryLog, useSendDelivery } from "./api.ts";
import { eventLabel } from "./event-labels.ts";
import { webhookFailed } from "./failure.ts";
import type { WebhookOwner } from "./owner.ts";

const ERROR_TEXTS: Record<"not_allowed" | "no_answer" | "timed_out", MessageId> = {
  not_allowed: "webhooks.errorNotAllowed",
  no_answer: "webhooks.errorNoAnswer",
  timed_out: "webhooks.errorTimedOut",
};

/** The viewer's own clock: the log is about when things happened here. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DeliveryLog({ owner, endpoint }: { owner: WebhookOwner; endpoint: WebhookEndpointView }) {
  const t = useT();
  const format = useFormat();
  const log = useDeliveryLog(owner, endpoint.id);
  const send = useSendDelivery(owner, endpoint.id);
  const deliveries = log.data ?? [];

  const status = (d: WebhookDeliveryView) => {
    if (d.status === "delivered") return <Badge variant="success">{t("webhooks.statusDelivered")}</Badge>;
    if (d.status === "failed") return <Badge variant="destructive">{t("webhooks.statusFailed")}</Badge>;
    if (d.error) return <Badge variant="warning">{t("webhooks.statusRetrying")}</Badge>;
    return <Badge variant="outline">{t("webhooks.statusPending")}</Badge>;
  };
  const reason = (d: WebhookDeliveryView) => {
    if (!d.error) return undefined;
    if (d.error === "bad_status") return t("webhooks.errorStatus", { status: d.responseStatus ?? "?" });
    return t(ERROR_TEXTS[d.error]);
  };

  const sendAgain = (d: WebhookDeliveryView) => {
    if (send.isPending) return;
    send.mutate(d.id, {
      onSuccess: () => toast({ title: t("webhooks.sentAgain") }),
      onError: (error) => toast({ variant: "destructive", ...webhookFailed(error) }),
    });
  };

  return (
    <section aria-label={t("webhooks.logTitle", { url: endpoint.url })} className="grid gap-2">
      {log.isError && <p className="text-sm text-muted-foreground">{t("webhooks.loadFailed")}</p>}
      {log.isSuccess && deliveries.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("webhooks.logEmpty")}</p>
      )}
      {deliveries.length > 0 && (
        <ol className="grid divide-y rounded-lg border">
          {deliveries.map((d) => {
            const time = format.answerBy(d.lastAttemptAt ?? d.createdAt, viewerZone());
            const event = t(eventLabel(d.event));
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 font-medium">{event}</span>
                {status(d)}
                {d.error && <span className="text-muted-foreground">{reason(d)}</span>}
                {d.attempts > 1 && (
                  <span className="text-muted-foreground">
                    {t("webhooks.attempts", { count: d.attempts })}
                  </span>
                )}
                {d.responseMs !== null && (
                  <span className="text-muted-foreground tabular-nums">
                    {t("webhooks.responseTime", { ms: d.responseMs })}
                  </span>
                )}
                <span className="text-muted-foreground">{time}</span>
                {d.status !== "pending" && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("webhooks.sendAgainLabel", { event, time })}
                    onClick={() => sendAgain(d)}
                  >
                    <RotateCw aria-hidden="true" />
                    {t("webhooks.sendAgain")}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
