// The dashboard's month calendar: days with hangs carry a dot and say how many in their name, and
// choosing a day lists that day's hangs. It draws react-day-picker's markup with the app calendar's
// styles, so it looks and reads like the create page's calendar (the same names, the same keys:
// arrows, Page Up/Down, Home/End), without that library's code on the dashboard's first load.
import "react-day-picker/style.css";
import "../../components/ui/calendar.css";
import { useLingui } from "@lingui/react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { intlLocale, type PageLocale } from "../../../shared/i18n/locales.ts";
import { useT } from "../../i18n/i18n.ts";
import { toYmd } from "../../lib/dates.ts";
import { addMonths, keyMove, monthWeeks, moveDate, sameDay, startOfMonth } from "./month-grid.ts";

/** The calendar's month, weekday and day names in the page's language (American English for English). */
function calendarNames(lang: string) {
  return {
    caption: new Intl.DateTimeFormat(lang, { month: "long", year: "numeric" }),
    dayName: new Intl.DateTimeFormat(lang, {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    }),
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const name = new Date(2026, 10, 1 + i).toLocaleDateString(lang, { weekday: "long" });
      return { name, short: name.slice(0, 2) };
    }),
  };
}

const CHEVRONS = {
  previous: "16 18.112 9.81111111 12 16 5.87733333 14.0888889 4 6 12 14.0888889 20",
  next: "8 18.112 14.18888889 12 8 5.87733333 9.91111111 4 18 12 9.91111111 20",
};

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
  const t = useT();
  const locale = intlLocale(useLingui().i18n.locale as PageLocale);
  const lang = locale === "en" ? "en-US" : locale;
  const names = useMemo(() => calendarNames(lang), [lang]);
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => startOfMonth(today));
  // The day with the keyboard focus, and the one that had it last (the grid's one tab stop).
  const [focused, setFocused] = useState<Date>();
  const [lastFocused, setLastFocused] = useState<Date>();
  const weeks = monthWeeks(month);
  const days = weeks.flat();
  const inMonth = (day: Date) => sameDay(startOfMonth(day), month);
  const shown = (day: Date) => days.some((d) => sameDay(d, day));
  // As react-day-picker: the focused day, else the last one focused, the selected one or today,
  // whichever is in this month; else the month's first day.
  const tabStop = [focused, lastFocused, selected, today].find((day) => day && inMonth(day)) ?? month;

  // Paging the month with the buttons moves a focus left on a day that is no longer shown.
  useEffect(() => {
    if (focused && !shown(focused) && tabStop) setFocused(tabStop);
  });

  const moveFocus = (from: Date, event: KeyboardEvent) => {
    const move = keyMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    const next = moveDate(from, ...move);
    if (!shown(next)) setMonth(startOfMonth(next));
    setFocused(next);
  };

  const label = names.caption.format(month);
  return (
    <div className="rdp-root hangs-calendar mx-auto w-fit" lang={lang} data-mode="single">
      <div className="rdp-months">
        <nav className="rdp-nav" aria-label={t("dashboard.calendarNav")}>
          {(["previous", "next"] as const).map((way) => (
            <button
              key={way}
              type="button"
              className={`rdp-button_${way}`}
              aria-label={t(way === "previous" ? "dashboard.previousMonth" : "dashboard.nextMonth")}
              onClick={() => setMonth(addMonths(month, way === "previous" ? -1 : 1))}
            >
              <svg className="rdp-chevron" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <polygon points={CHEVRONS[way]} />
              </svg>
            </button>
          ))}
        </nav>
        <div className="rdp-month">
          <div className="rdp-month_caption">
            <span className="rdp-caption_label" role="status" aria-live="polite">
              {label}
            </span>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid of day buttons, as react-day-picker marks it up, which the arrow keys move through */}
          <table role="grid" aria-multiselectable="false" aria-label={label} className="rdp-month_grid">
            <thead aria-hidden="true">
              <tr className="rdp-weekdays">
                {names.weekdays.map((weekday) => (
                  <th key={weekday.name} aria-label={weekday.name} className="rdp-weekday" scope="col">
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="rdp-weeks">
              {weeks.map((week) => (
                <tr key={toYmd(week[0]!)} className="rdp-week">
                  {week.map((day) => (
                    <Day
                      key={toYmd(day)}
                      day={day}
                      dayName={names.dayName}
                      outside={!inMonth(day)}
                      today={sameDay(day, today)}
                      selected={selected !== undefined && sameDay(day, selected)}
                      focused={focused !== undefined && sameDay(day, focused)}
                      tabStop={tabStop !== undefined && sameDay(day, tabStop)}
                      hangs={hangsPerDay.get(toYmd(day)) ?? 0}
                      onClick={() => {
                        setFocused(day);
                        onSelect(selected && sameDay(day, selected) ? undefined : day);
                      }}
                      onFocus={() => setFocused(day)}
                      onBlur={() => {
                        setLastFocused(focused);
                        setFocused(undefined);
                      }}
                      onKeyDown={(event) => moveFocus(day, event)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

function Day({
  day,
  dayName,
  outside,
  today,
  selected,
  focused,
  tabStop,
  hangs,
  ...handlers
}: {
  day: Date;
  dayName: Intl.DateTimeFormat;
  outside: boolean;
  today: boolean;
  selected: boolean;
  focused: boolean;
  tabStop: boolean;
  hangs: number;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // In a layout effect: an Enter pressed right after an arrow key must reach the new day.
  useLayoutEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const classes = ["rdp-day"];
  if (focused) classes.push("rdp-focused");
  if (outside) classes.push("rdp-outside");
  if (today) classes.push("rdp-today");
  if (selected) classes.push("rdp-selected");
  if (hangs > 0) classes.push("has-hangs");
  let name = dayName.format(day);
  if (today) name = t("dashboard.dayToday", { day: name });
  if (selected) name = t("dashboard.daySelected", { day: name });
  if (hangs > 0) name = t("dashboard.dayWithHangs", { day: name, count: hangs });
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the grid's cell; its day button takes the focus
    <td
      className={classes.join(" ")}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the day grid
      role="gridcell"
      aria-selected={selected || undefined}
      data-day={toYmd(day)}
      data-outside={outside || undefined}
      data-today={today || undefined}
      data-selected={selected || undefined}
    >
      <button
        ref={button}
        className="rdp-day_button"
        type="button"
        tabIndex={tabStop ? 0 : -1}
        aria-label={name}
        {...handlers}
      >
        {day.getDate()}
        {hangs > 0 && <span className="hang-dot" aria-hidden="true" />}
      </button>
    </td>
  );
}
