// When guest reminders go out. Days are calendar days on the host's clock ("1 day before 6 PM" is
// 6 PM the day before, even across a DST change); hours are elapsed hours.
import { instantToWallTime, wallTimeToInstant } from "./calendar.ts";

export interface ReminderSettingsLike {
  "2_days"?: boolean;
  "1_day"?: boolean;
  "2_hours"?: boolean;
  custom?: readonly number[];
}

export const REMINDER_PRESETS = [
  { key: "2_days", label: "2 days before", days: 2 },
  { key: "1_day", label: "1 day before", days: 1 },
  { key: "2_hours", label: "2 hours before", hours: 2 },
] as const;

export interface PlannedReminder {
  /** Names the reminder in its de-duplication key: "2_days", "1_day", "2_hours" or "custom_5h". */
  key: string;
  at: Date;
}

function daysBefore(instant: Date, days: number, zone: string): Date {
  const { date, time } = instantToWallTime(instant, zone);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const earlier = new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
  return wallTimeToInstant(earlier, time, zone);
}

function hoursBefore(instant: Date, hours: number): Date {
  return new Date(instant.getTime() - Math.round(hours * 3_600_000));
}

/** Every reminder the settings ask for, earliest first; two that fall on one instant are one. */
export function reminderInstants(
  finalInstant: Date,
  zone: string,
  settings: ReminderSettingsLike | null | undefined,
): PlannedReminder[] {
  if (!settings) return [];
  const planned: PlannedReminder[] = [];
  for (const preset of REMINDER_PRESETS) {
    if (!settings[preset.key]) continue;
    const at =
      "days" in preset
        ? daysBefore(finalInstant, preset.days, zone)
        : hoursBefore(finalInstant, preset.hours);
    planned.push({ key: preset.key, at });
  }
  for (const hours of settings.custom ?? []) {
    if (!(hours > 0)) continue;
    planned.push({ key: `custom_${hours}h`, at: hoursBefore(finalInstant, hours) });
  }
  const seen = new Set<number>();
  return planned
    .filter((r) => {
      const t = r.at.getTime();
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * What to schedule when planning at `now`: the reminders still ahead, at their time. One whose time
 * has passed is skipped: the plan is made as the lock-in or update mail goes out, and a reminder a
 * moment after "It's on" (or after an update) would only say the same thing twice.
 */
export function remindersToSchedule(
  finalInstant: Date,
  zone: string,
  settings: ReminderSettingsLike | null | undefined,
  now: Date,
): PlannedReminder[] {
  return reminderInstants(finalInstant, zone, settings).filter((r) => r.at.getTime() > now.getTime());
}
