// What the create form tells a host about a refused submit: one toast (the spec's messages), in the
// order a host would fix things. Fields show their own messages beside them.
import type { FieldErrors } from "react-hook-form";
import {
  type CreateHangInput,
  SLOTS_REQUIRED,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_REQUIRED,
} from "../../../shared/hang.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";

/** The vibe sent: the catalogue value, or the trimmed description for Other ("other" if blank). */
export function vibeToSend(choice: string, customText: string): string {
  if (choice !== "other") return choice;
  return customText.trim() || "other";
}

/** The first slot problem worth showing under the picker (e.g. a custom slot without its end). */
export function slotError(errors: FieldErrors<CreateHangInput>): string | undefined {
  const slotErrors = errors.timeSlots;
  if (!slotErrors) return undefined;
  if (Array.isArray(slotErrors)) {
    for (const item of slotErrors) {
      const message =
        item?.endTime?.message ?? item?.startTime?.message ?? item?.date?.message ?? item?.duration?.message;
      if (message) return message;
    }
  }
  // A rule over the whole list reports on the array itself (message) or its root.
  const listError = slotErrors as { message?: string; root?: { message?: string } };
  return listError.message ?? listError.root?.message;
}

/** The one toast for a refused submit: the vibe first, then the dates, then a slot's problem. */
export function invalidToast(
  errors: FieldErrors<CreateHangInput>,
  slotCount: number,
): ToastInput | undefined {
  const vibeMessage = errors.vibe?.message;
  if (vibeMessage === VIBE_DESCRIPTION_REQUIRED.title)
    return { variant: "destructive", ...VIBE_DESCRIPTION_REQUIRED };
  if (vibeMessage) return { variant: "destructive", ...VIBE_REQUIRED };
  if (slotCount === 0) return { variant: "destructive", ...SLOTS_REQUIRED };
  const problem = slotError(errors);
  if (problem) return { variant: "destructive", title: problem, description: "Check your dates and times." };
  return undefined;
}
