// The party's fields in the answer form: how many guests come along and their names, and "Put me
// on the waitlist" when a time the guest wants is full for the whole party. Its own chunk: a hang
// without plus-ones or a capacity never downloads it (party-fields.tsx keeps the state).
import { useId } from "react";
import { PLUS_ONE_NAME_MAX } from "../../../shared/capacity.ts";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { fieldClasses, Input } from "../../components/ui/input.tsx";
import { FieldHint, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { PARTY_SIZES } from "../hangs/plus-ones-field.tsx";
import type { Party } from "./party-fields.tsx";

export function PartyFields({
  allowed,
  party,
  onChange,
  answering,
  blockedCount,
}: {
  /** The hang's plusOnesAllowed: 0 hides the party size. */
  allowed: number;
  party: Party;
  onChange: (party: Party) => void;
  /** The guest says yes or maybe to some time: only then do they say who comes along. */
  answering: boolean;
  /** How many times are full for this party: the waitlist choice shows when any is. */
  blockedCount: number;
}) {
  const ids = useId();
  const t = useT();
  const showSize = allowed > 0 && answering;
  if (!showSize && blockedCount === 0 && !party.waitlist) return null;
  const plusOnes = Math.min(party.plusOnes, allowed);
  return (
    <div className="grid gap-4">
      {showSize && (
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-size`}>{t("party.bringingLabel")}</Label>
          <select
            id={`${ids}-size`}
            value={plusOnes}
            onChange={(e) => onChange({ ...party, plusOnes: Number(e.target.value) })}
            aria-describedby={`${ids}-size-hint`}
            className={cn(fieldClasses, "h-11 sm:max-w-xs")}
          >
            {PARTY_SIZES.slice(0, allowed + 1).map((n) => (
              <option key={n} value={n}>
                {n === 0 ? t("party.justMe") : t("party.bringing", { count: n })}
              </option>
            ))}
          </select>
          <FieldHint id={`${ids}-size-hint`}>{t("party.bringingHint", { count: allowed })}</FieldHint>
        </div>
      )}
      {showSize && plusOnes > 0 && (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-2 text-sm font-medium">{t("party.guestNamesLegend")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PARTY_SIZES.slice(0, plusOnes).map((i) => (
              <div key={i} className="grid gap-1">
                <Label htmlFor={`${ids}-guest-${i}`} className="font-normal">
                  {t("party.guestName", { n: i + 1 })}
                </Label>
                <Input
                  id={`${ids}-guest-${i}`}
                  autoComplete="off"
                  maxLength={PLUS_ONE_NAME_MAX}
                  value={party.plusOneNames[i] ?? ""}
                  onChange={(e) => {
                    const names = Array.from({ length: plusOnes }, (_, j) => party.plusOneNames[j] ?? "");
                    names[i] = e.target.value;
                    onChange({ ...party, plusOneNames: names });
                  }}
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {(blockedCount > 0 || party.waitlist) && (
        <div className="flex items-start gap-3 rounded-xl border border-amber-500 bg-amber-50 p-3 text-amber-950">
          <Checkbox
            id={`${ids}-waitlist`}
            checked={party.waitlist}
            onCheckedChange={(checked) => onChange({ ...party, waitlist: checked === true })}
            className="mt-0.5"
            aria-describedby={`${ids}-waitlist-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-waitlist`} className="-my-4 py-4">
              {t("party.waitlistLabel")}
            </Label>
            <p id={`${ids}-waitlist-hint`} className="text-sm">
              {t("party.waitlistHint", { count: Math.max(1, blockedCount) })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
