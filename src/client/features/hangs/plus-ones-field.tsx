// "Guests may bring up to N" on create and edit (decision 0065): 0, the default, hides the question
// from guests. A native select: every keyboard and screen reader knows it.
import { MAX_PLUS_ONES } from "../../../shared/capacity.ts";
import { fieldClasses } from "../../components/ui/input.tsx";
import { FieldHint, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";

/** 0 to MAX_PLUS_ONES. */
export const PARTY_SIZES = Array.from({ length: MAX_PLUS_ONES + 1 }, (_, n) => n);

export function PlusOnesField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: number;
  onChange: (allowed: number) => void;
}) {
  const t = useT();
  const id = `${idPrefix}-plus-ones`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("party.allowedLabel")}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-describedby={`${id}-hint`}
        className={cn(fieldClasses, "h-11 sm:max-w-60")}
      >
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t("party.allowedNone") : t("party.bringing", { count: n })}
          </option>
        ))}
      </select>
      <FieldHint id={`${id}-hint`}>{t("party.allowedHint")}</FieldHint>
    </div>
  );
}
