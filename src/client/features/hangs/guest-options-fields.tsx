import { MAX_CAPACITY, MIN_CAPACITY } from "../../../shared/hang-rules.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useT } from "../../i18n/i18n.ts";

/** The party-size limit and whether guests may suggest other activities. */
export function GuestOptionsFields({
  idPrefix,
  capacity,
  onCapacity,
  capacityError: error,
  allowSuggestions,
  onAllowSuggestions,
}: {
  idPrefix: string;
  /** The limit as typed: "" for none. */
  capacity: string;
  onCapacity: (typed: string) => void;
  capacityError?: string;
  allowSuggestions: boolean;
  onAllowSuggestions: (allow: boolean) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-capacity`}>{t("create.partySize")}</Label>
        <Input
          id={`${idPrefix}-capacity`}
          type="number"
          inputMode="numeric"
          min={MIN_CAPACITY}
          max={MAX_CAPACITY}
          step={1}
          placeholder={t("create.noLimit")}
          className="sm:max-w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idPrefix}-capacity-hint${error ? ` ${idPrefix}-capacity-error` : ""}`}
          value={capacity}
          onChange={(e) => onCapacity(e.currentTarget.value)}
        />
        <FieldHint id={`${idPrefix}-capacity-hint`}>
          {t("create.partySizeHint", { min: MIN_CAPACITY, max: MAX_CAPACITY })}
        </FieldHint>
        <FieldError id={`${idPrefix}-capacity-error`}>{error}</FieldError>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
        <Label htmlFor={`${idPrefix}-suggestions`} className="flex flex-col gap-1">
          <span>{t("create.allowSuggestions")}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {t("create.allowSuggestionsHint")}
          </span>
        </Label>
        <Switch
          id={`${idPrefix}-suggestions`}
          checked={allowSuggestions}
          onCheckedChange={onAllowSuggestions}
        />
      </div>
    </>
  );
}
