// A hang's or a group's webhooks, once opened: the endpoints with their delivery logs, the form to add one,
// and the new endpoint's signing secret, shown once.
import { useId, useState } from "react";
import type { CreatedWebhookView } from "../../../shared/webhooks.ts";
import { useT } from "../../i18n/i18n.ts";
import { AddWebhookForm } from "./add-webhook-form.tsx";
import { useWebhooks } from "./api.ts";
import { EndpointItem } from "./endpoint-item.tsx";
import { NewSecret } from "./new-secret.tsx";
import type { WebhookOwner } from "./owner.ts";

export default function WebhooksPanel({ owner }: { owner: WebhookOwner }) {
  const t = useT();
  const id = useId();
  const list = useWebhooks(owner);
  const [created, setCreated] = useState<CreatedWebhookView>();
  const endpoints = list.data ?? [];
  return (
    <div className="grid gap-5">
      {created && <NewSecret created={created} onDone={() => setCreated(undefined)} />}
      {list.isError && <p className="text-sm text-muted-foreground">{t("webhooks.loadFailed")}</p>}
      {list.isSuccess && endpoints.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("webhooks.empty")}</p>
      )}
      {endpoints.length > 0 && (
        <ul
          aria-label={t(owner.kind === "hang" ? "webhooks.listLabel" : "webhooks.groupListLabel")}
          className="grid gap-3"
        >
          {endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              owner={owner}
              endpoint={endpoint}
              onDeleted={() => document.getElementById(`${id}-add`)?.focus()}
            />
          ))}
        </ul>
      )}
      <AddWebhookForm owner={owner} headingId={`${id}-add`} onAdded={setCreated} />
    </div>
  );
}
