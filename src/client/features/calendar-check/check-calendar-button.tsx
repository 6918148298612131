// "Check my calendar" on the answer form. The dialog and the calendar reader (ical.js) download only
// when it is pressed, so the guest page's first load carries none of them.
import { CalendarCheck } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import type { Answer } from "../../../shared/responses.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { SlotNote } from "../responses/answer-choices.tsx";

const CalendarCheckDialog = lazyChunk(() => import("./calendar-check-dialog.tsx"));

export interface CalendarCheckProps {
  slots: readonly TimeSlot[];
  hostTimeZone: string | null;
  /** The e-mail typed on the form: events this person declined don't count. */
  email: string;
  /** The answers chosen so far, which the calendar's are laid over. */
  answers: Record<string, Answer>;
  full: boolean;
  alreadyYes: (key: string) => boolean;
  /** "Use these answers": the answers for the form, and each slot's "Busy — …" or "Free". */
  onUse: (answers: Record<string, Answer>, notes: Record<string, SlotNote>) => void;
}

export function CheckCalendarButton(props: CalendarCheckProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <div className="grid gap-1">
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-fit"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <CalendarCheck aria-hidden="true" />
        {t("calendarCheck.checkMyCalendar")}
      </Button>
      <p role="status" className="text-xs text-muted-foreground">
        {used ? t("calendarCheck.filledIn") : ""}
      </p>
      {asked && (
        <Suspense fallback={null}>
          <CalendarCheckDialog
            {...props}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current}
            onUse={(answers, notes) => {
              props.onUse(answers, notes);
              setUsed(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
