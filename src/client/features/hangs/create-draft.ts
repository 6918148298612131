// What the create form starts with: empty, or prefilled from the repeat template / saved draft.
import { type TimeSlot, timeSlotSchema } from "../../../shared/time-slots.ts";
import { VIBES } from "../../../shared/vibes.ts";
import { toYmd } from "../../lib/dates.ts";
import { takeCreateDrafts } from "../../lib/storage.ts";

export interface CreateStart {
  name: string;
  /** A catalogue value, "other" for a custom vibe, or "" for none. */
  vibeChoice: string;
  customVibe: string;
  timeSlots: TimeSlot[];
  hostName: string;
  hostEmail: string;
}

export const EMPTY_START: CreateStart = {
  name: "",
  vibeChoice: "",
  customVibe: "",
  timeSlots: [],
  hostName: "",
  hostEmail: "",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Saved slots that are still valid and not in the past. */
function futureSlots(value: unknown): TimeSlot[] {
  if (!Array.isArray(value)) return [];
  const today = toYmd(new Date());
  const slots: TimeSlot[] = [];
  for (const item of value) {
    const parsed = timeSlotSchema.safeParse(item);
    if (parsed.success && parsed.data.date >= today && !slots.some((s) => s.date === parsed.data.date)) {
      slots.push(parsed.data);
    }
  }
  return slots;
}

function vibeFields(vibe: string): Pick<CreateStart, "vibeChoice" | "customVibe"> {
  if (!vibe) return { vibeChoice: "", customVibe: "" };
  if (VIBES.some((v) => v.value === vibe)) return { vibeChoice: vibe, customVibe: "" };
  return { vibeChoice: "other", customVibe: vibe };
}

function startFrom(saved: Record<string, unknown>): Partial<CreateStart> {
  const start: Partial<CreateStart> = {};
  for (const key of ["name", "hostName", "hostEmail"] as const) {
    if (text(saved[key])) start[key] = text(saved[key]);
  }
  if (text(saved.vibe)) Object.assign(start, vibeFields(text(saved.vibe)));
  if (text(saved.customVibe) && start.vibeChoice === "other") start.customVibe = text(saved.customVibe);
  const slots = futureSlots(saved.timeSlots);
  if (slots.length > 0) start.timeSlots = slots;
  return start;
}

let pending: CreateStart | undefined;

/**
 * Reads and removes the saved draft and repeat template (the template wins where both have a
 * field). Repeated calls before `settleCreateStart` return the same values, so a double render
 * cannot lose them.
 */
export function takeCreateStart(): CreateStart {
  if (!pending) {
    const { template, formData } = takeCreateDrafts();
    pending = { ...EMPTY_START, ...startFrom(formData), ...startFrom(template) };
  }
  return pending;
}

/** The form has taken its start values: the next visit reads storage afresh. */
export function settleCreateStart(): void {
  pending = undefined;
}
