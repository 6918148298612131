import "react-day-picker/style.css";
import "./calendar.css";
import { DayPicker, type DayPickerProps } from "react-day-picker";
import { cn } from "../../lib/cn.ts";

/**
 * The app's calendar: react-day-picker with Hangs' styling. Every DayPicker prop passes through:
 * mode single, multiple (min/max days) or range (min/max length), captionLayout="dropdown", etc.
 */
export type CalendarProps = DayPickerProps;

export function Calendar({ className, showOutsideDays = true, ...props }: CalendarProps) {
  return (
    <DayPicker showOutsideDays={showOutsideDays} className={cn("hangs-calendar", className)} {...props} />
  );
}
