// An on/off choice with its explanation (nudges, lock-in): the create form and the standing-hang set-up.
import { Label } from "./label.tsx";
import { Switch } from "./switch.tsx";

export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
      <Label htmlFor={id} className="flex flex-col gap-1">
        <span>{label}</span>
        <span className="text-xs font-normal text-muted-foreground">{hint}</span>
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
