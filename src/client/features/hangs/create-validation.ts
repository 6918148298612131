// What the create form tells a host about a refused submit: one toast (the spec's messages), in the
// order a host would fix things. Fields show their own messages beside them, in the page's language.
import { tooLong } from "../../../shared/field-rules.ts";
import {
  CAPACITY_NOT_WHOLE,
  CAPACITY_TOO_LARGE,
  CAPACITY_TOO_SMALL,
  END_BEFORE_START,
  HANG_NAME_MAX,
  HANG_NAME_REQUIRED,
  type HangFormProblems,
  HOST_EMAIL_REQUIRED,
  HOST_NAME_MAX,
  HOST_NAME_REQUIRED,
  MAX_CAPACITY,
  MAX_SLOTS,
  MIN_CAPACITY,
  SLOTS_REPEATED,
  SLOTS_REQUIRED,
  SLOTS_TOO_MANY,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_MAX,
  VIBE_REQUIRED,
  VIBE_TOO_LONG,
} from "../../../shared/hang-rules.ts";
import { pastSlotMessage } from "../../../shared/past-slots.ts";
import { END_TIME_REQUIRED, formatTimeWindow, type TimeSlot } from "../../../shared/time-slots.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The shared rules' messages (hang-rules.ts), each with the message shown for it. */
const RULE_MESSAGES = new Map<string, [MessageId, MessageValues?]>([
  [HANG_NAME_REQUIRED, ["create.nameRequired"]],
  [HOST_NAME_REQUIRED, ["create.hostNameRequired"]],
  [HOST_EMAIL_REQUIRED, ["create.hostEmailRequired"]],
  ["Valid email is required", ["answer.emailInvalid"]],
  [tooLong(HANG_NAME_MAX), ["answer.tooLong", { max: HANG_NAME_MAX }]],
  [tooLong(HOST_NAME_MAX), ["answer.tooLong", { max: HOST_NAME_MAX }]],
  [VIBE_TOO_LONG, ["create.vibeTooLong", { max: VIBE_MAX }]],
  [VIBE_REQUIRED.title, ["create.vibeRequired"]],
  [VIBE_DESCRIPTION_REQUIRED.title, ["create.vibeDescriptionRequired"]],
  [SLOTS_REQUIRED.title, ["create.slotsRequired"]],
  [END_TIME_REQUIRED, ["create.endTimeRequired"]],
  [END_BEFORE_START, ["create.endBeforeStart"]],
  [SLOTS_TOO_MANY, ["create.slotsTooMany", { max: MAX_SLOTS }]],
  [SLOTS_REPEATED, ["create.slotsRepeated"]],
  [CAPACITY_NOT_WHOLE, ["create.capacityNotWhole"]],
  [CAPACITY_TOO_SMALL, ["create.capacityTooSmall", { min: MIN_CAPACITY }]],
  [CAPACITY_TOO_LARGE, ["create.capacityTooLarge", { max: MAX_CAPACITY }]],
]);

/**
 * A shared rule's message in the page's language; any other text is shown as it is. `slots` are
 * the slots checked, so "… has already passed" names its slot as `slotText` shows it.
 */
export function problemText(
  t: Translate,
  problem: string,
  slots: readonly TimeSlot[] = [],
  slotText: (slot: TimeSlot) => string = formatTimeWindow,
): string {
  const known = RULE_MESSAGES.get(problem);
  if (known) return t(...known);
  const past = slots.find((slot) => pastSlotMessage(slot) === problem);
  return past ? t("create.slotPassed", { slot: slotText(past) }) : problem;
}

/** The vibe sent: the catalogue value, or the trimmed description for Other ("other" if blank). */
export function vibeToSend(choice: string, customText: string): string {
  if (choice !== "other") return choice;
  return customText.trim() || "other";
}

/** The one toast for a refused submit: the vibe first, then the dates, then a slot's problem. */
export function invalidToast(
  t: Translate,
  problems: HangFormProblems,
  slotCount: number,
  text: (problem: string) => string = (problem) => problemText(t, problem),
): ToastInput | undefined {
  const toast = (title: string, description: string): ToastInput => ({
    variant: "destructive",
    title,
    description,
  });
  if (problems.vibe === VIBE_DESCRIPTION_REQUIRED.title)
    return toast(t("create.vibeDescriptionRequired"), t("create.vibeDescriptionRequiredText"));
  if (problems.vibe) return toast(t("create.vibeRequired"), t("create.vibeRequiredText"));
  if (slotCount === 0) return toast(t("create.slotsRequired"), t("create.slotsRequiredText"));
  if (problems.timeSlots) return toast(text(problems.timeSlots), t("create.checkDates"));
  return undefined;
}
