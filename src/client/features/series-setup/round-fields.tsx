// Each round's timing (when it opens, when answers close), its nudges and lock-in, and who hosts
// it when people take turns.

import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { useT } from "../../i18n/i18n.ts";
import { type AddressEntry, AddressEntryField } from "./address-entry.tsx";
import { DaysField } from "./days-field.tsx";
import type { SetupErrors } from "./errors.ts";
import type { SetupState } from "./form-state.ts";
import { ANSWER_BY_DAYS, OPENS_DAYS } from "./rules.ts";

export function RoundFields({
  idPrefix,
  state,
  set,
  rotation,
  errors,
}: {
  idPrefix: string;
  state: SetupState;
  set: <K extends keyof SetupState>(key: K, value: SetupState[K]) => void;
  /** Who hosts each round in turn. */
  rotation: AddressEntry;
  errors: SetupErrors;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <DaysField
          id={`${idPrefix}-opens`}
          label={t("seriesSetup.opensDaysBefore")}
          hint={t("seriesSetup.opensHint")}
          value={state.opensDaysBefore}
          onChange={(v) => set("opensDaysBefore", v)}
          range={OPENS_DAYS}
          error={errors.opensDaysBefore}
        />
        <DaysField
          id={`${idPrefix}-answer-by`}
          label={t("seriesSetup.answerByDaysBefore")}
          hint={t("seriesSetup.answerByHint")}
          value={state.answerByDaysBefore}
          onChange={(v) => set("answerByDaysBefore", v)}
          range={ANSWER_BY_DAYS}
          error={errors.answerByDaysBefore}
        />
      </div>
      <SwitchRow
        id={`${idPrefix}-nudges`}
        label={t("create.nudges")}
        hint={t("create.nudgesHint")}
        checked={state.nudges}
        onChange={(nudges) => set("nudges", nudges)}
      />
      <SwitchRow
        id={`${idPrefix}-auto-lock`}
        label={t("create.autoLock")}
        hint={t("create.autoLockHint")}
        checked={state.autoLock}
        onChange={(autoLock) => set("autoLock", autoLock)}
      />
      <SwitchRow
        id={`${idPrefix}-rotating`}
        label={t("seriesSetup.rotation")}
        hint={t("seriesSetup.rotationHint")}
        checked={state.rotating}
        onChange={(rotating) => set("rotating", rotating)}
      />
      {state.rotating && (
        <AddressEntryField
          id={`${idPrefix}-rotation`}
          entry={rotation}
          label={t("seriesSetup.hostEmail")}
          listLabel={t("seriesSetup.hostsInTurn")}
          ordered
          error={errors.rotation}
        />
      )}
    </>
  );
}
