// The create form's state: what the host chose and typed, and what is wrong with it. Plain state and
// the shared rules rather than a form library and a schema, so the create page downloads neither
// (docs/decisions/0029-no-zod-on-the-guest-page.md).
import { useCallback, useState } from "react";
import {
  createFormProblems,
  type HangFormProblems,
  type HangFormValues,
} from "../../../shared/hang-rules.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import type { CreateStart } from "./create-draft.ts";
import { problemText, vibeToSend } from "./create-validation.ts";

/** What the host types and picks; the vibe is sent from the choice and the Other description. */
export interface CreateFormState {
  name: string;
  vibeChoice: string;
  customVibe: string;
  timeSlots: TimeSlot[];
  /** The party-size field as typed: "" for no limit. */
  capacity: string;
  allowActivitySuggestions: boolean;
  hostName: string;
  hostEmail: string;
}

/** Empty means no limit; anything else is checked as a number (the rules say what is wrong). */
export const capacityOf = (typed: string) => (typed.trim() === "" ? null : Number(typed));

export function formValuesOf(state: CreateFormState): HangFormValues {
  return {
    name: state.name,
    vibe: vibeToSend(state.vibeChoice, state.customVibe),
    timeSlots: state.timeSlots,
    maxCapacity: capacityOf(state.capacity),
    hostName: state.hostName,
    hostEmail: state.hostEmail,
  };
}

/** The fields the server may name in a 400 with a message of their own beside them. */
export type ServerCheckedField = "name" | "hostName" | "hostEmail" | "maxCapacity" | "timeSlots";

/** Which field a piece of the state is checked as, so a change clears the server's word on it. */
const FIELD_OF: Partial<Record<keyof CreateFormState, ServerCheckedField>> = {
  name: "name",
  hostName: "hostName",
  hostEmail: "hostEmail",
  capacity: "maxCapacity",
  timeSlots: "timeSlots",
};

export function useCreateForm(start: CreateStart) {
  const t = useT();
  const format = useFormat();
  const [state, setState] = useState<CreateFormState>(() => ({
    name: start.name,
    vibeChoice: start.vibeChoice,
    customVibe: start.customVibe,
    timeSlots: start.timeSlots,
    capacity: start.maxCapacity === null ? "" : String(start.maxCapacity),
    allowActivitySuggestions: start.allowActivitySuggestions,
    hostName: start.hostName,
    hostEmail: start.hostEmail,
  }));
  // Fields are checked from the first submit on, then again as the host corrects them.
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<HangFormProblems>({});

  /** A rule's message in the page's language (a past slot named as the page shows slots). */
  const text = (problem: string) => problemText(t, problem, state.timeSlots, format.slot);
  const problems: HangFormProblems = checked ? createFormProblems(formValuesOf(state), new Date()) : {};
  const errors: HangFormProblems = {
    ...serverErrors,
    ...Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, text(problem)])),
  };

  const fillHost = useCallback(
    (hostName: string, hostEmail: string) =>
      setState((current) => ({
        ...current,
        hostName: current.hostName || hostName,
        hostEmail: current.hostEmail || hostEmail,
      })),
    [],
  );

  const set = <K extends keyof CreateFormState>(key: K, value: CreateFormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    const field = FIELD_OF[key];
    if (field) setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return {
    state,
    errors,
    set,
    /** Fills the host's name and e-mail where they are still empty (a signed-in host). */
    fillHost,
    text,
    /** Starts checking and answers with the problems of the values as they are now. */
    check: () => {
      setChecked(true);
      setServerErrors({});
      return createFormProblems(formValuesOf(state), new Date());
    },
    /** Messages from the server's 400, beside the fields they name. */
    setServerErrors,
  };
}
