// The date arithmetic of the dashboard's month calendar, in the viewer's local days, with the
// same moves as react-day-picker's keyboard (which the create page's calendar uses): a day, a
// week, a month or a year, and the start or end of the week (weeks start on Sunday).

export type Move = "day" | "week" | "month" | "year" | "startOfWeek" | "endOfWeek";

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A month later or earlier, on the same day, or the month's last day when it is shorter. */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last));
}

export const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The weeks shown for a month: Sunday to Saturday, with the neighbouring months' days around it. */
export function monthWeeks(month: Date): Date[][] {
  const first = startOfMonth(month);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (let day = addDays(first, -first.getDay()); day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** Where a key moves the focus from `date`: `by` forward (1) or back (-1). */
export function moveDate(date: Date, move: Move, by: 1 | -1): Date {
  switch (move) {
    case "day":
      return addDays(date, by);
    case "week":
      return addDays(date, 7 * by);
    case "month":
      return addMonths(date, by);
    case "year":
      return addMonths(date, 12 * by);
    case "startOfWeek":
      return addDays(date, -date.getDay());
    case "endOfWeek":
      return addDays(date, 6 - date.getDay());
  }
}

/** The keys that move the focus between days, as react-day-picker reads them (left to right). */
export function keyMove(key: string, shift: boolean): [Move, 1 | -1] | undefined {
  switch (key) {
    case "ArrowLeft":
      return [shift ? "month" : "day", -1];
    case "ArrowRight":
      return [shift ? "month" : "day", 1];
    case "ArrowDown":
      return [shift ? "year" : "week", 1];
    case "ArrowUp":
      return [shift ? "year" : "week", -1];
    case "PageUp":
      return [shift ? "year" : "month", -1];
    case "PageDown":
      return [shift ? "year" : "month", 1];
    case "Home":
      return ["startOfWeek", -1];
    case "End":
      return ["endOfWeek", 1];
    default:
      return undefined;
  }
}
