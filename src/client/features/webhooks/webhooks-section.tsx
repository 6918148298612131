// "Webhooks" on the host's view and on a group's Settings tab: a heading and one button. The panel
// itself (its forms, the log, the shared schema) downloads when first opened, so the page weighs no more.
import { useId, useState } from "react";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { WebhookOwner } from "./owner.ts";

const WebhooksPanel = lazyChunk(() => import("./webhooks-panel.tsx"));

export function WebhooksSection({ owner }: { owner: WebhookOwner }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("webhooks.title")}</CardTitle>
        <CardDescription>
          {t(owner.kind === "hang" ? "webhooks.description" : "webhooks.groupDescription")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          variant="outline"
          className="justify-self-start"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {t("webhooks.open")}
        </Button>
        <div id={`${id}-panel`} hidden={!open}>
          <LoadWhen when={open}>
            <WebhooksPanel owner={owner} />
          </LoadWhen>
        </div>
      </CardContent>
    </Card>
  );
}
