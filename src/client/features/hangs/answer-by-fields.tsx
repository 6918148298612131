// The create and edit forms' answer-by date, nudges and automatic lock-in. The date is typed on
// the host's clock and sent as an instant (docs/decisions/0039-answer-by-and-nudges.md).
import { ANSWER_BY_TOO_SOON, answerByProblem } from "../../../shared/answer-by.ts";
import { parseFinalDateTime, toDateTimeLocal } from "../../../shared/finalize.ts";
import { zoneName } from "../../../shared/zones.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { t as translate, useT } from "../../i18n/i18n.ts";

export interface AnswerByChoice {
  /** The datetime-local value ("2026-12-04T18:00"), or "" for none. */
  local: string;
  nudges: boolean;
  autoLock: boolean;
}

export const NO_ANSWER_BY: AnswerByChoice = { local: "", nudges: true, autoLock: false };

/** The choice a stored hang starts the edit form with. */
export function answerByChoiceOf(
  hang: { answerBy: string | null; nudges: boolean; autoLock: boolean },
  zone: string,
): AnswerByChoice {
  const local = hang.answerBy ? toDateTimeLocal(new Date(hang.answerBy), zone) : "";
  return { local, nudges: hang.nudges, autoLock: hang.autoLock };
}

/**
 * What the form sends, or the problem to show beside the field (in the page's language). `keep` is the stored instant: an
 * unchanged date is sent as it is, even once it is less than an hour away.
 */
export function answerByToSend(
  choice: AnswerByChoice,
  zone: string,
  now: Date,
  keep?: string | null,
): { value?: { answerBy: string | null; nudges: boolean; autoLock: boolean }; problem?: string } {
  const fields = { nudges: choice.nudges, autoLock: choice.autoLock };
  if (!choice.local) return { value: { answerBy: null, ...fields } };
  const instant = parseFinalDateTime(choice.local, zone);
  if (!instant) return { problem: translate("create.answerByFormat") };
  if (keep && new Date(keep).getTime() === instant.getTime()) return { value: { answerBy: keep, ...fields } };
  const problem = answerByProblem(instant, now);
  if (!problem) return { value: { answerBy: instant.toISOString(), ...fields } };
  return {
    problem: translate(problem === ANSWER_BY_TOO_SOON ? "create.answerByTooSoon" : "create.answerByFormat"),
  };
}

export function AnswerByFields({
  idPrefix,
  value,
  onChange,
  zone,
  error,
}: {
  idPrefix: string;
  value: AnswerByChoice;
  onChange: (value: AnswerByChoice) => void;
  /** The host's zone: the date is on their clock. */
  zone: string;
  error?: string;
}) {
  const inputId = `${idPrefix}-answer-by`;
  const t = useT();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t("create.answerBy")}</Label>
        <Input
          id={inputId}
          type="datetime-local"
          className="sm:max-w-64"
          value={value.local}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          onChange={(e) => onChange({ ...value, local: e.target.value })}
        />
        <FieldHint id={`${inputId}-hint`}>{t("create.answerByHint", { zone: zoneName(zone) })}</FieldHint>
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      </div>
      <SwitchRow
        id={`${idPrefix}-nudges`}
        label={t("create.nudges")}
        hint={t("create.nudgesHint")}
        checked={value.nudges}
        onChange={(nudges) => onChange({ ...value, nudges })}
      />
      {/* Locking in "at the deadline" means something once there is one; until then it is left
          out, which also keeps the form shorter on a phone. */}
      {value.local && (
        <SwitchRow
          id={`${idPrefix}-auto-lock`}
          label={t("create.autoLock")}
          hint={t("create.autoLockHint")}
          checked={value.autoLock}
          onChange={(autoLock) => onChange({ ...value, autoLock })}
        />
      )}
    </>
  );
}
