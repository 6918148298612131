import "react-day-picker/style.css";
import "./calendar.css";
import { LinguiContext } from "@lingui/react";
import { useContext, useLayoutEffect, useRef } from "react";
import {
  DateLib,
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
} from "react-day-picker";
import { intlLocale, type PageLocale, PSEUDO_LOCALE } from "../../../shared/i18n/locales.ts";
import { pseudoText } from "../../../shared/i18n/pseudo-text.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import type { MessageId } from "../../i18n/i18n.ts";
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

/** Monday or Sunday (or another day) first, as the language's own region does. */
function firstDayOfWeek(locale: string): DayPickerProps["weekStartsOn"] {
  const tagged = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = tagged.getWeekInfo?.().firstDay ?? tagged.weekInfo?.firstDay ?? 7;
  return (firstDay % 7) as DayPickerProps["weekStartsOn"];
}

/**
 * Month and weekday names, the first day of the week and every label in the page's language.
 * English (and a calendar drawn with no language, as in unit tests) keeps react-day-picker's own.
 */
function useCalendarLanguage(): Partial<DayPickerProps> {
  const lingui = useContext(LinguiContext);
  const locale = (lingui?.i18n.locale ?? "en") as PageLocale;
  if (!lingui || locale === "en") return { labels: { labelDayButton } };
  const intl = intlLocale(locale);
  const say = (id: MessageId, values?: Record<string, string>) => lingui._(id, values);
  const shown = (text: string) => (locale === PSEUDO_LOCALE ? pseudoText(text) : text);
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = dateTimeFormat(intl, options);
    return (date: Date) => shown(formatter.format(date));
  };
  const fullDate = format({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const monthYear = format({ month: "long", year: "numeric" });
  return {
    weekStartsOn: firstDayOfWeek(intl),
    formatters: {
      formatCaption: monthYear,
      formatMonthDropdown: format({ month: "long" }),
      formatWeekdayName: format({ weekday: "short" }),
    },
    labels: {
      labelDayButton: (date, modifiers) => {
        let label = fullDate(date);
        if (modifiers.today) label = say("calendar.today", { date: label });
        if (modifiers.selected) label = say("calendar.selected", { date: label });
        return label;
      },
      labelGrid: monthYear,
      labelWeekday: format({ weekday: "long" }),
      labelNext: () => say("calendar.nextMonth"),
      labelPrevious: () => say("calendar.previousMonth"),
      labelMonthDropdown: () => say("calendar.chooseMonth"),
      labelYearDropdown: () => say("calendar.chooseYear"),
      labelNav: () => say("calendar.monthNavigation"),
    },
  };
}

export function Calendar({ className, showOutsideDays = true, labels, components, ...props }: CalendarProps) {
  const language = useCalendarLanguage();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("hangs-calendar", className)}
      weekStartsOn={language.weekStartsOn}
      formatters={language.formatters}
      labels={{ ...language.labels, ...labels }}
      components={{ DayButton: CalendarDayButton, ...components }}
      {...(props as DayPickerProps)}
    />
  );
}
