import { Controller, type UseFormReturn } from "react-hook-form";
import { type CreateHang, type CreateHangInput, MAX_CAPACITY, MIN_CAPACITY } from "../../../shared/hang.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";

/** Empty means no limit; anything else goes to the shared schema as a number (it says what is wrong). */
const capacityFromInput = (value: unknown) => (value === "" || value == null ? null : Number(value));

/** The party-size limit and whether guests may suggest other activities. */
export function GuestOptionsFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<CreateHangInput, unknown, CreateHang>;
  idPrefix: string;
}) {
  const error = form.formState.errors.maxCapacity?.message;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-capacity`}>Party size limit</Label>
        <Input
          id={`${idPrefix}-capacity`}
          type="number"
          inputMode="numeric"
          min={MIN_CAPACITY}
          max={MAX_CAPACITY}
          step={1}
          placeholder="No limit"
          className="sm:max-w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idPrefix}-capacity-hint${error ? ` ${idPrefix}-capacity-error` : ""}`}
          {...form.register("maxCapacity", { setValueAs: capacityFromInput })}
        />
        <FieldHint id={`${idPrefix}-capacity-hint`}>
          Optional. {MIN_CAPACITY} to {MAX_CAPACITY} people; leave empty for no limit.
        </FieldHint>
        <FieldError id={`${idPrefix}-capacity-error`}>{error}</FieldError>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
        <Label htmlFor={`${idPrefix}-suggestions`} className="flex flex-col gap-1">
          <span>Allow activity suggestions</span>
          <span className="text-xs font-normal text-muted-foreground">
            Guests can suggest something else to do and vote on it.
          </span>
        </Label>
        <Controller
          control={form.control}
          name="allowActivitySuggestions"
          render={({ field }) => (
            <Switch
              id={`${idPrefix}-suggestions`}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </>
  );
}
