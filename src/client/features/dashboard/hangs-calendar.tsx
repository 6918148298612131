// The dashboard's month calendar: days with hangs carry a dot and say how many in their name, and
// choosing a day lists that day's hangs. The day button wraps the app calendar's own, so its focus
// handling (arrow keys move focus) is kept.
import type { DayButtonProps, Modifiers } from "react-day-picker";
import { Calendar, CalendarDayButton, labelDayButton } from "../../components/ui/calendar.tsx";
import { fromYmd, toYmd } from "../../lib/dates.ts";

export function countLabel(count: number): string {
  return count === 1 ? "1 hang" : `${count} hangs`;
}

export function HangsCalendar({
  hangsPerDay,
  selected,
  onSelect,
}: {
  /** yyyy-MM-dd → how many hangs fall on that day. */
  hangsPerDay: ReadonlyMap<string, number>;
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
}) {
  const busyDays = [...hangsPerDay.keys()].map(fromYmd);
  const label = (date: Date, modifiers: Modifiers) => {
    const count = hangsPerDay.get(toYmd(date));
    const base = labelDayButton(date, modifiers);
    return count ? `${base}, ${countLabel(count)}` : base;
  };
  return (
    <Calendar
      mode="single"
      selected={selected}
      onSelect={onSelect}
      modifiers={{ hasHangs: busyDays }}
      modifiersClassNames={{ hasHangs: "has-hangs" }}
      labels={{ labelDayButton: label }}
      components={{ DayButton: HangDayButton }}
      className="mx-auto w-fit"
    />
  );
}

function HangDayButton({ children, ...props }: DayButtonProps) {
  return (
    <CalendarDayButton {...props}>
      {children}
      {props.modifiers.hasHangs && <span className="hang-dot" aria-hidden="true" />}
    </CalendarDayButton>
  );
}
