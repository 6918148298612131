// Add to Calendar: Google Calendar's event-creation link and an .ics download (Apple Calendar,
// Outlook) for each time given — the final time, or the slots a guest can make.
import { CalendarPlus, Download } from "lucide-react";
import { googleCalendarUrl } from "../../../shared/calendar.ts";
import { type EventWords, eventSlots, hangCalendarEvent } from "../../../shared/hang-event.ts";
import { slotKey, sortSlots, type TimeSlot } from "../../../shared/time-slots.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import type { Hang } from "../hangs/api.ts";

export interface AddToCalendarProps {
  hang: Hang;
  /** Slot keys to offer; none: the hang's final time (or its first slot). */
  slotKeys?: readonly string[];
}

interface Choice {
  key: string;
  label?: string;
  googleUrl: string;
  icsUrl: string;
}

function choicesFor(
  hang: Hang,
  slotKeys: readonly string[],
  slotText: (slot: TimeSlot) => string,
  words: EventWords,
): Choice[] {
  const hangUrl = `${window.location.origin}/hang/${hang.id}`;
  const viewerZone = browserTimeZone();
  const icsUrl = (slot?: string) => {
    const params = new URLSearchParams();
    if (slot) params.set("slot", slot);
    if (!hang.hostTimezone && viewerZone) params.set("tz", viewerZone);
    const query = params.toString();
    return `/api/hangs/${hang.id}/calendar.ics${query ? `?${query}` : ""}`;
  };
  const slots = sortSlots(eventSlots(hang)).filter((s) => slotKeys.includes(slotKey(s)));
  const wanted = slots.length > 0 ? slots.map((s) => ({ key: slotKey(s), label: slotText(s) })) : [];
  const list = wanted.length > 0 ? wanted : [{ key: "", label: undefined }];
  return list.flatMap(({ key, label }) => {
    const event = hangCalendarEvent(hang, { hangUrl, slot: key || undefined, viewerZone, words });
    if (!event) return [];
    return [
      {
        key,
        label: list.length > 1 ? label : undefined,
        googleUrl: googleCalendarUrl(event),
        icsUrl: icsUrl(key || undefined),
      },
    ];
  });
}

const linkClasses =
  "inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border border-input bg-card px-2 text-xs whitespace-nowrap sm:px-3 font-semibold shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:text-sm [&_svg]:size-4";

export function AddToCalendar({ hang, slotKeys = [] }: AddToCalendarProps) {
  const format = useFormat();
  const t = useT();
  const vibeLabel = useVibeLabel();
  const words: EventWords = {
    summary: (vibe, hostName) =>
      t("responses.eventSummary", { vibe: `${vibeEmoji(vibe)} ${vibeLabel(vibe)}`, hostName }),
    details: (url) => t("responses.eventDetails", { url }),
  };
  const choices = choicesFor(hang, slotKeys, format.slot, words);
  if (choices.length === 0) return null;
  return (
    <section aria-labelledby={`calendar-${hang.id}`} className="grid gap-3">
      <h2 id={`calendar-${hang.id}`} className="flex items-center gap-2 text-base font-semibold">
        <CalendarPlus className="size-5 text-primary" aria-hidden="true" />
        {t("responses.addToCalendar")}
      </h2>
      <ul className="grid gap-3">
        {choices.map((choice) => (
          <li key={choice.key} className="grid gap-2">
            {choice.label && <p className="text-sm text-muted-foreground">{choice.label}</p>}
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <a
                className={linkClasses}
                href={choice.googleUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={
                  choice.label
                    ? t("responses.googleCalendarFor", { time: choice.label })
                    : t("responses.googleCalendar")
                }
              >
                <CalendarPlus aria-hidden="true" />
                {t("responses.googleCalendar")}
              </a>
              <a
                className={linkClasses}
                href={choice.icsUrl}
                download
                aria-label={
                  choice.label
                    ? t("responses.appleOutlookIcsFor", { time: choice.label })
                    : t("responses.appleOutlookIcs")
                }
              >
                <Download aria-hidden="true" />
                {t("responses.appleOutlook")}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
