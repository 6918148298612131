// "Photos before lock-in" on the create and edit forms: the album opens at lock-in unless the host
// turns this on.
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useT } from "../../i18n/i18n.ts";

export function PhotosOpenField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: boolean;
  onChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
      <Label htmlFor={`${idPrefix}-photos-open`} className="flex flex-col gap-1">
        <span>{t("photos.openBefore")}</span>
        <span className="text-xs font-normal text-muted-foreground">{t("photos.openBeforeHint")}</span>
      </Label>
      <Switch id={`${idPrefix}-photos-open`} checked={value} onCheckedChange={onChange} />
    </div>
  );
}
