// Where the guest's calendar comes from: a file read in the browser, or the calendar's secret
// address fetched through the server (remembered on this device if they ask).
import { useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldHint, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { addressHost, forgetCalendarAddress, savedCalendarAddress } from "./saved-address.ts";

export interface CalendarSourcesProps {
  busy: boolean;
  onFile: (file: File) => void;
  onAddress: (address: string, remember: boolean) => void;
}

export function CalendarSources({ busy, onFile, onAddress }: CalendarSourcesProps) {
  const ids = useId();
  const t = useT();
  const [saved, setSaved] = useState(savedCalendarAddress);
  const [address, setAddress] = useState("");
  const [remember, setRemember] = useState(false);
  const addressInput = useRef<HTMLInputElement>(null);

  return (
    <div className="grid gap-5">
      {saved && (
        <section
          aria-labelledby={`${ids}-saved`}
          className="grid gap-3 rounded-xl border bg-secondary/40 p-4"
        >
          <h3 id={`${ids}-saved`} className="text-sm font-semibold">
            {t("calendarCheck.savedTitle")}
          </h3>
          <p className="break-words text-sm text-muted-foreground">
            {t("calendarCheck.savedFrom", { host: addressHost(saved, t) })}
          </p>
          <div className="grid gap-2 sm:flex">
            <Button disabled={busy} onClick={() => onAddress(saved, true)}>
              {t("calendarCheck.checkSaved")}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                forgetCalendarAddress();
                setSaved(undefined);
                addressInput.current?.focus();
              }}
            >
              {t("calendarCheck.forget")}
            </Button>
          </div>
        </section>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${ids}-file`}>{t("calendarCheck.chooseFile")}</Label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".ics,text/calendar"
          disabled={busy}
          aria-describedby={`${ids}-file-hint`}
          className="min-h-11 w-full rounded-xl border border-input bg-card p-1 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:font-semibold file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again (after changing it) reads it again.
            event.currentTarget.value = "";
            if (file) onFile(file);
          }}
        />
        <FieldHint id={`${ids}-file-hint`}>{t("calendarCheck.fileHint")}</FieldHint>
      </div>

      <p className="text-center text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t("calendarCheck.or")}
      </p>

      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          // Inside the answer form in the component tree: its submit must not reach that form.
          event.preventDefault();
          event.stopPropagation();
          onAddress(address, remember);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-address`}>{t("calendarCheck.addressLabel")}</Label>
          <Input
            ref={addressInput}
            id={`${ids}-address`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={address}
            disabled={busy}
            aria-describedby={`${ids}-address-hint`}
            onChange={(event) => setAddress(event.currentTarget.value)}
          />
          <FieldHint id={`${ids}-address-hint`}>{t("calendarCheck.addressHint")}</FieldHint>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${ids}-remember`}
            checked={remember}
            disabled={busy}
            onCheckedChange={setRemember}
            className="mt-0.5"
          />
          {/* Padding with a matching negative margin: a 44 px tap target without moving the text. */}
          <Label htmlFor={`${ids}-remember`} className="-my-4 py-4">
            {t("calendarCheck.remember")}
          </Label>
        </div>
        <Button type="submit" variant="outline" disabled={busy} className="sm:justify-self-start">
          {t("calendarCheck.checkAddress")}
        </Button>
      </form>
    </div>
  );
}
