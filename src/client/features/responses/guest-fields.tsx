// The guest's name, e-mail and visibility choice in the answer form. An invited guest's address is
// the one their invitation was sent to, shown and kept; a typed one is offered a fix for a likely
// typo ("gmial.con").
import { EmailTypoHint } from "../../components/email-typo-hint.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { AnswerForm } from "./use-answer-form.ts";

export function GuestFields({
  form,
  ids,
  lockedEmail,
}: {
  form: AnswerForm;
  ids: string;
  /** The invited address: read-only, as answering through the invitation proves it. */
  lockedEmail?: string | undefined;
}) {
  const { errors } = form;
  const t = useT();
  const locked = lockedEmail !== undefined;
  const described = [
    `${ids}-email-hint`,
    locked ? `${ids}-email-invited` : `${ids}-email-typo`,
    errors.guestEmail && `${ids}-email-error`,
  ].filter(Boolean);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-name`}>{t("answer.yourName")}</Label>
          <Input
            id={`${ids}-name`}
            autoComplete="name"
            placeholder="Sam"
            aria-invalid={errors.guestName ? true : undefined}
            aria-describedby={errors.guestName ? `${ids}-name-error` : undefined}
            {...form.text("guestName")}
          />
          <FieldError id={`${ids}-name-error`}>{errors.guestName}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-email`}>{t("answer.whosJoining")}</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            placeholder="sam@example.com"
            aria-invalid={errors.guestEmail ? true : undefined}
            aria-describedby={described.join(" ")}
            readOnly={locked}
            className={locked ? "bg-muted" : undefined}
            {...form.text("guestEmail")}
          />
          <FieldHint id={`${ids}-email-hint`}>{t("answer.emailHint")}</FieldHint>
          {locked ? (
            <FieldHint id={`${ids}-email-invited`}>{t("answer.invitedAddress")}</FieldHint>
          ) : (
            <EmailTypoHint
              id={`${ids}-email-typo`}
              address={form.values.guestEmail}
              onAccept={(fixed) => {
                form.set("guestEmail", fixed);
                form.focus("guestEmail");
              }}
            />
          )}
          <FieldError id={`${ids}-email-error`}>{errors.guestEmail}</FieldError>
        </div>
      </div>

      <div className="flex items-start gap-3">
        <Checkbox
          id={`${ids}-public`}
          checked={form.values.isPublic}
          onCheckedChange={(checked) => form.set("isPublic", checked === true)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          {/* Padding with a matching negative margin: a 44 px tap target without moving the text, even when it fits on one line. */}
          <Label htmlFor={`${ids}-public`} className="-my-4 py-4">
            {t("answer.makeVisible")}
          </Label>
          <FieldHint>{t("answer.visibleHint")}</FieldHint>
        </div>
      </div>
    </>
  );
}
