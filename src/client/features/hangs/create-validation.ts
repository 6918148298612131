// What the create form tells a host about a refused submit: one toast (the spec's messages), in the
// order a host would fix things. Fields show their own messages beside them.
import {
  type HangFormProblems,
  SLOTS_REQUIRED,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_REQUIRED,
} from "../../../shared/hang-rules.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";

/** The vibe sent: the catalogue value, or the trimmed description for Other ("other" if blank). */
export function vibeToSend(choice: string, customText: string): string {
  if (choice !== "other") return choice;
  return customText.trim() || "other";
}

/** The one toast for a refused submit: the vibe first, then the dates, then a slot's problem. */
export function invalidToast(problems: HangFormProblems, slotCount: number): ToastInput | undefined {
  if (problems.vibe === VIBE_DESCRIPTION_REQUIRED.title)
    return { variant: "destructive", ...VIBE_DESCRIPTION_REQUIRED };
  if (problems.vibe) return { variant: "destructive", ...VIBE_REQUIRED };
  if (slotCount === 0) return { variant: "destructive", ...SLOTS_REQUIRED };
  if (problems.timeSlots)
    return { variant: "destructive", title: problems.timeSlots, description: "Check your dates and times." };
  return undefined;
}
