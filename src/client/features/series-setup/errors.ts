// Which field of the set-up form a problem belongs beside, and its words in the page's language:
// the schema's problems (found in the browser, in English) and the server's (already translated).
import { CONTROL_CHARACTERS } from "../../../shared/field-rules.ts";
import { HANG_NAME_REQUIRED, VIBE_MAX, VIBE_TOO_LONG } from "../../../shared/hang-rules.ts";
import type { SERIES_MESSAGES } from "../../../shared/series.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";
import { repeatedRow, type SlotRow, type Who } from "./form-state.ts";
import { SERIES_MESSAGE_IDS } from "./rules.ts";

/** Problems by field: "name", "vibe", "slots", "slots.2.startTime", "group", "emails", … */
export type SetupErrors = Record<string, string>;

/** Problems that are not about one field: shown as a toast. */
export const FORM_FIELD = "form";

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The schema's texts that are not the contract's own (shared field rules), with their messages. */
const FIELD_RULES = new Map<string, [MessageId, MessageValues?]>([
  [HANG_NAME_REQUIRED, ["create.nameRequired"]],
  ["Vibe is required", ["create.vibeRequired"]],
  [VIBE_TOO_LONG, ["create.vibeTooLong", { max: VIBE_MAX }]],
  ["E-mail is required", ["seriesSetup.emailRequired"]],
  ["Valid email is required", ["answer.emailInvalid"]],
  [CONTROL_CHARACTERS, ["questions.controlCharacters"]],
  ["Group not found", ["seriesSetup.groupNotFound"]],
  ["Start date must look like 2026-12-31", ["seriesSetup.startsOnInvalid"]],
]);

/** A schema problem in the page's language; `messages` is the contract's SERIES_MESSAGES. */
export function problemText(t: Translate, message: string, messages: typeof SERIES_MESSAGES): string {
  const contract = (Object.keys(messages) as (keyof typeof messages)[]).find(
    (key) => messages[key] === message,
  );
  if (contract) return t(SERIES_MESSAGE_IDS[contract]);
  const rule = FIELD_RULES.get(message);
  if (rule) return t(...rule);
  const max = /^Must be at most (\d+) characters$/.exec(message)?.[1];
  return max ? t("answer.tooLong", { max: Number(max) }) : message;
}

/** The field a problem's path ("slots.1.startTime", "emails.0", "rrule") is shown beside. */
export function fieldOf(path: string, who: Who): string {
  const [head = "", index, leaf] = path.split(".");
  switch (head) {
    case "name":
    case "vibe":
    case "opensDaysBefore":
    case "answerByDaysBefore":
    case "startsOn":
    case "rotation":
      return head;
    case "location":
    case "locationName":
    case "locationLat":
    case "locationLng":
      return "location";
    case "rrule":
      return "rhythm";
    case "slots":
      if (index === undefined) return "slots";
      return `slots.${index}.${leaf === "startTime" || leaf === "duration" ? leaf : "weekday"}`;
    case "groupId":
      return "group";
    case "emails":
      // "Choose a group or add an address" belongs to the group field when a group is the choice.
      return who === "group" ? "group" : "emails";
    default:
      return FORM_FIELD;
  }
}

/**
 * Problems (path, text) by field, the first for each. A repeated day and time is shown on the row
 * that repeats an earlier one, where the person changes it.
 */
export function errorsByField(
  problems: readonly [path: string, text: string][],
  who: Who,
  rows: readonly SlotRow[],
): SetupErrors {
  const errors: SetupErrors = {};
  for (const [path, text] of problems) {
    let field = fieldOf(path, who);
    const repeated = field === "slots" ? repeatedRow(rows) : -1;
    if (repeated >= 0) field = `slots.${repeated}.weekday`;
    errors[field] ??= text;
  }
  return errors;
}

/** Drops the problems of a field (and of its parts: a row's fields go with "slots"). */
export function withoutField(errors: SetupErrors, field: string): SetupErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
