// One webhook on its owner's list: where it goes and what it hears, with "Send a test", its
// delivery log (opened on demand) and Delete.
import { ScrollText, Send, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { WebhookEndpointView } from "../../../shared/webhooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { useDeleteWebhook, useSendDelivery } from "./api.ts";
import { DeliveryLog } from "./delivery-log.tsx";
import { EVENT_LABELS } from "./event-labels.ts";
import { webhookFailed } from "./failure.ts";
import type { WebhookOwner } from "./owner.ts";

export function EndpointItem({
  owner,
  endpoint,
  onDeleted,
}: {
  owner: WebhookOwner;
  endpoint: WebhookEndpointView;
  /** Its buttons are gone: the panel says where the focus goes. */
  onDeleted: () => void;
}) {
  const t = useT();
  const id = useId();
  const [logOpen, setLogOpen] = useState(false);
  const remove = useDeleteWebhook(owner);
  const send = useSendDelivery(owner, endpoint.id);
  const failed = (error: Error) => toast({ variant: "destructive", ...webhookFailed(error) });
  const url = endpoint.url;

  const sendTest = () => {
    if (send.isPending) return;
    send.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("webhooks.testSent") });
        setLogOpen(true);
      },
      onError: failed,
    });
  };

  const deleteIt = () => {
    if (remove.isPending) return;
    // Not mutate's callbacks: this item is gone (unmounted) by the time the list has been read again.
    remove.mutateAsync(endpoint.id).then(() => {
      toast({ title: t("webhooks.deleted") });
      onDeleted();
    }, failed);
  };

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="grid gap-1">
        <p className="font-mono text-sm break-all">{url}</p>
        <p className="text-xs text-muted-foreground">
          {endpoint.events.map((event) => t(EVENT_LABELS[event])).join(" · ")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t("webhooks.sendTestLabel", { url })}
          onClick={sendTest}
        >
          <Send aria-hidden="true" />
          {t("webhooks.sendTest")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t("webhooks.showLogLabel", { url })}
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen(!logOpen)}
        >
          <ScrollText aria-hidden="true" />
          {t("webhooks.showLog")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={t("webhooks.deleteLabel", { url })}
          onClick={deleteIt}
        >
          <Trash2 aria-hidden="true" />
          {t("webhooks.delete")}
        </Button>
      </div>
      <div id={`${id}-log`} hidden={!logOpen}>
        {logOpen && <DeliveryLog owner={owner} endpoint={endpoint} />}
      </div>
    </li>
  );
}
