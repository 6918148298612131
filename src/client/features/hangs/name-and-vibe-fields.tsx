// "What's the hang?" and "What's the vibe?": the first two fields of the create form and of the
// standing-hang set-up, the same in both.
import { useState } from "react";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { recentVibes } from "../../lib/storage.ts";
import { VibePicker } from "./vibe-picker.tsx";

export interface NameAndVibe {
  name: string;
  vibeChoice: string;
  customVibe: string;
}

export function NameAndVibeFields({
  ids,
  values,
  errors,
  namePlaceholder,
  onChange,
}: {
  ids: string;
  values: NameAndVibe;
  errors: { name?: string; vibe?: string };
  namePlaceholder: string;
  onChange: <K extends keyof NameAndVibe>(key: K, value: NameAndVibe[K]) => void;
}) {
  const t = useT();
  const [recent] = useState(recentVibes);
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>{t("create.whatsTheHang")}</Label>
        <Input
          id={`${ids}-name`}
          placeholder={namePlaceholder}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          value={values.name}
          onChange={(e) => onChange("name", e.currentTarget.value)}
        />
        <FieldError id={`${ids}-name-error`}>{errors.name}</FieldError>
      </div>
      <div className="grid gap-3">
        <p id={`${ids}-vibe`} className="text-sm font-medium">
          {t("create.whatsTheVibe")}
        </p>
        <VibePicker
          labelledBy={`${ids}-vibe`}
          error={errors.vibe}
          choice={values.vibeChoice}
          onChoice={(choice) => onChange("vibeChoice", choice)}
          customText={values.customVibe}
          onCustomText={(text) => onChange("customVibe", text)}
          recent={recent}
        />
      </div>
    </>
  );
}
