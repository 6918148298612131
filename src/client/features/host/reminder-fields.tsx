import { useId } from "react";
import { REMINDER_PRESETS } from "../../../shared/reminders.ts";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldHint, Label } from "../../components/ui/label.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";

export interface ReminderChoice {
  "2_days": boolean;
  "1_day": boolean;
  "2_hours": boolean;
  /** The custom hours as typed; parsed when sent. */
  customText: string;
}

const PRESET_LABELS: Record<(typeof REMINDER_PRESETS)[number]["key"], MessageId> = {
  "2_days": "host.reminder2Days",
  "1_day": "host.reminder1Day",
  "2_hours": "host.reminder2Hours",
};

/** "Guest reminders": the three presets and a comma-separated list of hours. */
export function ReminderFields({
  value,
  onChange,
}: {
  value: ReminderChoice;
  onChange: (value: ReminderChoice) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{t("host.guestReminders")}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {REMINDER_PRESETS.map((preset) => (
          <div key={preset.key} className="flex items-center gap-2.5">
            <Checkbox
              id={`${id}-${preset.key}`}
              checked={value[preset.key]}
              onCheckedChange={(checked) => onChange({ ...value, [preset.key]: checked === true })}
            />
            <Label htmlFor={`${id}-${preset.key}`} className="font-normal">
              {t(PRESET_LABELS[preset.key])}
            </Label>
          </div>
        ))}
      </div>
      <div className="mt-2 grid gap-2">
        <Label htmlFor={`${id}-custom`}>{t("host.customReminders")}</Label>
        <Input
          id={`${id}-custom`}
          inputMode="decimal"
          placeholder={t("host.customPlaceholder")}
          autoComplete="off"
          value={value.customText}
          aria-describedby={`${id}-custom-hint`}
          onChange={(e) => onChange({ ...value, customText: e.target.value })}
        />
        <FieldHint id={`${id}-custom-hint`}>{t("host.customHint")}</FieldHint>
      </div>
    </fieldset>
  );
}
