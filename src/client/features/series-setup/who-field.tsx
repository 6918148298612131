// Who each round invites: one of the person's groups (its members at the time the round opens) or
// a list of addresses. Without any group, the addresses alone.
import { Mail, Users } from "lucide-react";
import type { ReactNode } from "react";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { FieldHint } from "../../components/ui/label.tsx";
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { type AddressEntry, AddressEntryField } from "./address-entry.tsx";
import type { Who } from "./form-state.ts";

export function WhoField({
  idPrefix,
  who,
  onWho,
  groups,
  groupId,
  onGroup,
  emails,
  errors,
}: {
  idPrefix: string;
  who: Who;
  onWho: (who: Who) => void;
  groups: readonly { id: string; name: string }[];
  groupId: string;
  onGroup: (id: string) => void;
  emails: AddressEntry;
  errors: { group?: string; emails?: string };
}) {
  const t = useT();
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const tile = (value: Who, icon: ReactNode, label: string) => (
    <label
      className={cn(
        RADIO_TILE_CLASSES,
        "flex min-h-14 items-center gap-2 px-3 py-2 text-sm font-medium sm:gap-3 sm:px-4",
      )}
    >
      <input
        type="radio"
        name={`${idPrefix}-who`}
        value={value}
        checked={who === value}
        onChange={() => onWho(value)}
        className={RADIO_TILE_INPUT_CLASSES}
      />
      <span className="text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      {label}
    </label>
  );
  return (
    <div className="grid gap-4">
      {groups.length > 0 ? (
        <div role="radiogroup" aria-labelledby={`${idPrefix}-title`} className="grid grid-cols-2 gap-2">
          {tile("group", <Users />, t("seriesSetup.inviteGroup"))}
          {tile("emails", <Mail />, t("seriesSetup.inviteEmails"))}
        </div>
      ) : (
        <FieldHint className="text-sm">{t("seriesSetup.noGroups")}</FieldHint>
      )}
      {who === "group" && groups.length > 0 ? (
        <div className="grid gap-2">
          <ChoiceSelect
            id={`${idPrefix}-group`}
            label={t("seriesSetup.group")}
            value={groupId}
            onChange={onGroup}
            options={groups.map((g) => g.id)}
            optionLabel={(id) => names.get(id) ?? id}
            placeholder={t("seriesSetup.chooseGroup")}
            error={errors.group}
          />
          <FieldHint>{t("seriesSetup.groupHint")}</FieldHint>
        </div>
      ) : (
        <AddressEntryField
          id={`${idPrefix}-emails`}
          entry={emails}
          label={t("create.friendsEmail")}
          hint={t("seriesSetup.emailsHint")}
          listLabel={t("seriesSetup.invitedList")}
          error={errors.emails ?? errors.group}
        />
      )}
    </div>
  );
}
