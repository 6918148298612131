// A new webhook's signing secret: shown this once, with a copy button, until its owner says it is copied.
import { KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import type { CreatedWebhookView } from "../../../shared/webhooks.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";

export function NewSecret({ created, onDone }: { created: CreatedWebhookView; onDone: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Their next step is here: the secret is gone once they move on.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="webhook-secret-heading"
      className="grid gap-3 rounded-xl border bg-accent p-4 text-accent-foreground"
    >
      <h3
        id="webhook-secret-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-semibold outline-none"
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {t("webhooks.secretTitle")}
      </h3>
      <p className="text-sm">{t("webhooks.secretText")}</p>
      <CopyField
        label={t("webhooks.secret")}
        value={created.secret}
        buttonLabel={t("webhooks.copySecret")}
        copiedTitle={t("webhooks.secretCopied")}
      />
      <Button variant="outline" className="justify-self-start" onClick={onDone}>
        {t("webhooks.secretDone")}
      </Button>
    </section>
  );
}
