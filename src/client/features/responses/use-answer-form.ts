// The answer form's state: what the guest chose and typed, and what is wrong with their name and
// e-mail. Plain state and the shared rules rather than a form library and a schema: the guest page
// is what most people open, often on a cheap phone (docs/decisions/0029-no-zod-on-the-guest-page.md).
import { type FormEvent, useRef, useState } from "react";
import { type Answer, GUEST_NAME_MAX, guestFieldProblems } from "../../../shared/responses.ts";
import { useT } from "../../i18n/i18n.ts";

export interface AnswerValues {
  guestName: string;
  guestEmail: string;
  isPublic: boolean;
  /** The overall answer of a hang without time slots. */
  response?: Answer;
  availableTimeWindows: string[];
  timeSlotAvailability: Record<string, Answer>;
}

type IdentityField = "guestName" | "guestEmail";
const IDENTITY_FIELDS: readonly IdentityField[] = ["guestName", "guestEmail"];
type FieldMessages = Partial<Record<IdentityField, string>>;

export const EMPTY_ANSWER: AnswerValues = {
  guestName: "",
  guestEmail: "",
  isPublic: false,
  response: undefined,
  availableTimeWindows: [],
  timeSlotAvailability: {},
};

/**
 * The shared rules' findings in the page's language: a blank field is missing, any other problem is
 * the name's length or the address's form.
 */
function problemMessages(t: ReturnType<typeof useT>, values: AnswerValues): FieldMessages {
  const found = guestFieldProblems(values);
  return {
    guestName: found.guestName
      ? values.guestName.trim() === ""
        ? t("answer.nameRequired")
        : t("answer.tooLong", { max: GUEST_NAME_MAX })
      : undefined,
    guestEmail: found.guestEmail
      ? values.guestEmail.trim() === ""
        ? t("answer.emailRequired")
        : t("answer.emailInvalid")
      : undefined,
  };
}

export function useAnswerForm(initial: AnswerValues) {
  const t = useT();
  const [values, setValues] = useState(initial);
  // Fields are checked from the first submit on, then again as the guest corrects them.
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const inputs = useRef<Partial<Record<IdentityField, HTMLInputElement | null>>>({});

  const problems: FieldMessages = checked ? problemMessages(t, values) : {};
  const errors: FieldMessages = {
    guestName: problems.guestName ?? serverErrors.guestName,
    guestEmail: problems.guestEmail ?? serverErrors.guestEmail,
  };

  const set = <K extends keyof AnswerValues>(key: K, value: AnswerValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  const focus = (field: IdentityField) => inputs.current[field]?.focus();

  return {
    values,
    errors,
    set,
    focus,
    /** Props for the name or e-mail input. */
    text: (field: IdentityField) => ({
      name: field,
      value: values[field],
      ref: (input: HTMLInputElement | null) => {
        inputs.current[field] = input;
      },
      onChange: (event: FormEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    }),
    /** A message from the server for one field (a taken or refused address). */
    setError: (field: IdentityField, message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
    reset: (next: AnswerValues = EMPTY_ANSWER) => {
      setValues(next);
      setChecked(false);
      setServerErrors({});
    },
    /**
     * The submit handler: `onValid` gets the values with name and e-mail trimmed; otherwise focus
     * goes to the first field to fix and `onInvalid` runs.
     */
    handleSubmit: (onValid: (values: AnswerValues) => void, onInvalid: (values: AnswerValues) => void) => {
      return (event: FormEvent) => {
        event.preventDefault();
        setChecked(true);
        const found = guestFieldProblems(values);
        const first = IDENTITY_FIELDS.find((field) => found[field]);
        if (first) {
          focus(first);
          onInvalid(values);
          return;
        }
        onValid({ ...values, guestName: values.guestName.trim(), guestEmail: values.guestEmail.trim() });
      };
    },
  };
}

export type AnswerForm = ReturnType<typeof useAnswerForm>;
