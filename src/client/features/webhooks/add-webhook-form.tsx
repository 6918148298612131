// Adding a webhook: the receiver's address and the events it wants, checked with the shared rules
// before sending; the server checks them again and refuses a private address.
import { type FormEvent, useId, useState } from "react";
import {
  type CreatedWebhookView,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED,
  type WebhookEventType,
  webhookUrlProblem,
} from "../../../shared/webhooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { useAddWebhook } from "./api.ts";
import { EVENT_LABELS } from "./event-labels.ts";
import { ruleText, webhookFailed } from "./failure.ts";
import type { WebhookOwner } from "./owner.ts";

type Errors = Partial<Record<"url" | "events", string>>;

export function AddWebhookForm({
  owner,
  headingId,
  onAdded,
}: {
  owner: WebhookOwner;
  /** The form's heading, which takes the focus when an endpoint above it is deleted. */
  headingId: string;
  onAdded: (created: CreatedWebhookView) => void;
}) {
  const t = useT();
  const ids = useId();
  const add = useAddWebhook(owner);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const found: Errors = {};
    const problem = webhookUrlProblem(url);
    if (problem) found.url = problem;
    if (events.length === 0) found.events = WEBHOOK_EVENTS_REQUIRED;
    setErrors(found);
    if (found.url) return document.getElementById(`${ids}-url`)?.focus();
    if (found.events) return document.getElementById(`${ids}-event-0`)?.focus();
    add.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          toast({ title: t("webhooks.added") });
          setUrl("");
          onAdded(created);
        },
        onError: (error) => {
          // A refused address belongs under its field, where the focus goes back.
          const field = isApiError(error, 400) ? error.body.errors?.url : undefined;
          if (!field) return toast({ variant: "destructive", ...webhookFailed(error) });
          setErrors({ url: field });
          document.getElementById(`${ids}-url`)?.focus();
        },
      },
    );
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={submit} className="grid gap-4 border-t pt-4">
      <h3 id={headingId} tabIndex={-1} className="text-sm font-semibold outline-none">
        {t("webhooks.addTitle")}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-url`}>{t("webhooks.url")}</Label>
        <Input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={url}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${ids}-url-hint${errors.url ? ` ${ids}-url-error` : ""}`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <FieldHint id={`${ids}-url-hint`}>{t("webhooks.urlHint")}</FieldHint>
        <FieldError id={`${ids}-url-error`}>{errors.url && ruleText(errors.url)}</FieldError>
      </div>
      <fieldset className="grid gap-1" aria-describedby={errors.events ? `${ids}-events-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("webhooks.events")}</legend>
        <div className="grid sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event, i) => (
            <label
              key={event}
              htmlFor={`${ids}-event-${i}`}
              className="flex min-h-11 items-center gap-3 text-sm"
            >
              <Checkbox
                id={`${ids}-event-${i}`}
                checked={events.includes(event)}
                onCheckedChange={(on) => toggle(event, on)}
              />
              {t(EVENT_LABELS[event])}
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-events-error`}>{errors.events && ruleText(errors.events)}</FieldError>
      </fieldset>
      <Button type="submit" className="justify-self-start" aria-busy={add.isPending}>
        {t("webhooks.add")}
      </Button>
    </form>
  );
}
