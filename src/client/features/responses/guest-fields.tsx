// The guest's name, e-mail and visibility choice in the answer form.
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import type { AnswerForm } from "./use-answer-form.ts";

export function GuestFields({ form, ids }: { form: AnswerForm; ids: string }) {
  const { errors } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-name`}>Your name</Label>
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
          <Label htmlFor={`${ids}-email`}>Who's joining?</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            placeholder="sam@example.com"
            aria-invalid={errors.guestEmail ? true : undefined}
            aria-describedby={`${ids}-email-hint${errors.guestEmail ? ` ${ids}-email-error` : ""}`}
            {...form.text("guestEmail")}
          />
          <FieldHint id={`${ids}-email-hint`}>
            Enter your email to receive important details about the hang.
          </FieldHint>
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
            Make my response visible to other guests
          </Label>
          <FieldHint>Others will see your name and answer, never your email.</FieldHint>
        </div>
      </div>
    </>
  );
}
