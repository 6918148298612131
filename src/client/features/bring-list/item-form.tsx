// The host's fields for one item: its name and how many (1–99), checked with the shared schema
// before sending. Used to add an item and to change one in place. The schema (and zod with it)
// downloads with the first save, so the host's view opens without it.
import { type FormEvent, useId, useState } from "react";
import type { BringItem } from "../../../shared/bring-list.ts";
import { MAX_ITEM_NAME } from "../../../shared/bring-list-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { retryImport } from "../../lib/retry-import.ts";
import { itemFieldMessage } from "./failure.ts";

type Errors = Partial<Record<"name" | "quantity", string>>;

export function ItemForm({
  initial,
  submitLabel,
  label,
  pending,
  disabled = false,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  initial?: BringItem;
  submitLabel: string;
  /** The form's accessible name ("Add item", "Change Chips"). */
  label: string;
  pending: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Resolves true when saved: the fields then empty for the next item. */
  onSubmit: (item: BringItem) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [quantity, setQuantity] = useState(String(initial?.quantity ?? 1));
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || disabled) return;
    const { bringItemSchema } = await retryImport(() => import("../../../shared/bring-list.ts"));
    const parsed = bringItemSchema.safeParse({
      name,
      quantity: quantity === "" ? Number.NaN : Number(quantity),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      document.getElementById(`${ids}-${found.name ? "name" : "quantity"}`)?.focus();
      return;
    }
    setErrors({});
    if ((await onSubmit(parsed.data)) && !initial) {
      setName("");
      setQuantity("1");
      document.getElementById(`${ids}-name`)?.focus();
    }
  };

  return (
    <form aria-label={label} noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-name`}>{t("bring.itemName")}</Label>
          <Input
            id={`${ids}-name`}
            value={name}
            maxLength={MAX_ITEM_NAME * 4}
            placeholder={t("bring.itemPlaceholder")}
            autoComplete="off"
            autoFocus={autoFocus}
            disabled={disabled}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError id={`${ids}-name-error`}>{errors.name && itemFieldMessage(errors.name)}</FieldError>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-quantity`}>{t("bring.quantity")}</Label>
          <Input
            id={`${ids}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={quantity}
            disabled={disabled}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${ids}-quantity-error` : undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <FieldError id={`${ids}-quantity-error`}>
            {errors.quantity && itemFieldMessage(errors.quantity)}
          </FieldError>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={initial ? "default" : "outline"}
          disabled={disabled}
          aria-busy={pending}
        >
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t("bring.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
