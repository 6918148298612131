import "react-day-picker/style.css";
import "./calendar.css";
import { useLayoutEffect, useRef } from "react";
import {
  DateLib,
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
} from "react-day-picker";
import { cn } from "../../lib/cn.ts";

/**
 * The app's calendar: react-day-picker with Hangs' styling. Every DayPicker prop passes through:
 * mode single, multiple (min/max days) or range (min/max length in days), captionLayout="dropdown"
 * for month and year dropdowns (give startMonth and endMonth to set the years offered), etc.
 */
export type CalendarProps = DayPickerProps;

/**
 * "Sunday, November 1, 2026": the day's visible number appears as a word in its accessible name
 * (the default "November 1st" hides it in "1st", which fails WCAG 2.5.3 label-in-name).
 */
export function labelDayButton(
  date: Date,
  modifiers: Modifiers,
  options?: ConstructorParameters<typeof DateLib>[0],
) {
  let label = new DateLib(options).format(date, "EEEE, MMMM d, yyyy");
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/**
 * react-day-picker's day button, but focusing in a layout effect. Its own focuses in a passive
 * effect, which Preact runs late: an Enter pressed right after an arrow key then selects the old
 * day, both days' effects are still pending, and Preact (which runs pending effects before the
 * next render) passes focus between the two forever, freezing the page.
 */
export function CalendarDayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

export function Calendar({ className, showOutsideDays = true, labels, components, ...props }: CalendarProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("hangs-calendar", className)}
      labels={{ labelDayButton, ...labels }}
      components={{ DayButton: CalendarDayButton, ...components }}
      {...(props as DayPickerProps)}
    />
  );
}
