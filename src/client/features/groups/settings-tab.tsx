// The group's settings, for its creator and admins: its name and description, its webhooks, and
// deleting it.
import { PencilLine, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { WebhooksSection } from "../webhooks/webhooks-section.tsx";
import type { Group } from "./api.ts";

export function SettingsTab({
  group,
  onEdit,
  onDelete,
}: {
  group: Group;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="text-lg font-semibold">{t("groups.settingsDetails")}</h2>
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">{t("groups.settingsName")}</dt>
            <dd className="font-medium wrap-anywhere">{group.name}</dd>
            <dt className="mt-2 text-muted-foreground">{t("groups.settingsDescription")}</dt>
            <dd className="wrap-anywhere">{group.description || t("groups.settingsNoDescription")}</dd>
          </dl>
          <Button variant="outline" className="h-11 w-full sm:w-fit" onClick={onEdit}>
            <PencilLine aria-hidden="true" />
            {t("groups.editGroup")}
          </Button>
        </CardContent>
      </Card>
      <WebhooksSection owner={{ kind: "group", groupId: group.id }} />
      <Card className="border-destructive/40">
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <h2 className="text-lg font-semibold">{t("groups.settingsDelete")}</h2>
          <p className="text-sm text-muted-foreground">{t("groups.settingsDeleteText")}</p>
          <Button variant="destructive" className="h-11 w-full sm:w-fit" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t("groups.deleteGroup")}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
