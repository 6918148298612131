// The weekly series the standing-hang API tests plan: every Tuesday from March 2, 2027, offering
// Tuesday and Thursday at 7 PM for three hours in New York, which moves its clocks forward on
// Sunday, March 14 (7 PM is 00:00 UTC before, 23:00 UTC after).
import type { SeriesSlot } from "../../src/shared/series.ts";

/** Well before the first round opens (Sunday, February 28, 7 PM in New York). */
export const BEFORE = new Date("2027-02-20T12:00:00Z");
export const ZONE = "America/New_York";
export const SLOTS: SeriesSlot[] = [
  { weekday: 2, startTime: "19:00", duration: "3h" },
  { weekday: 4, startTime: "19:00", duration: "3h" },
];
export const ROUND_1 = "2027-03-02";
export const ROUND_2 = "2027-03-09";
export const ROUND_3 = "2027-03-16";
export const ROUND_4 = "2027-03-23";
