// A number of days before each round (when it opens, when answers close), typed as a number.
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";

export function DaysField({
  id,
  label,
  hint,
  value,
  onChange,
  range,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  range: { min: number; max: number };
  error?: string;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        className="max-w-32"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
