// The finalize view: the final time (the best-supported slot to start with), activity, place,
// notes, who to tell and when to remind them. Also "Update Details" for a locked-in hang.
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  DEFAULT_REMINDERS,
  type FinalizeInput,
  finalDateTimeOf,
  parseCustomHours,
  toDateTimeLocal,
} from "../../../shared/finalize.ts";
import {
  type ChosenLocation,
  chosenLocationOf,
  customLocation,
  hangLocationFields,
} from "../../../shared/location.ts";
import type { ResponsesSummary } from "../../../shared/summary.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import { FocusedHeading } from "../../components/focused-heading.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { differsFromViewer, zoneName } from "../../lib/time-zones.ts";
import { LocationField } from "../location/location-field.tsx";
import { useSummary } from "../responses/api.ts";
import { ActivityChooser, useActivityOptions } from "./activity-chooser.tsx";
import { type Notified, useFinalize } from "./api.ts";
import { FinalTimeChoice } from "./final-time-choice.tsx";
import { FinalizeSummary } from "./finalize-summary.tsx";
import { type HostHangView, hostZone } from "./host-hang.ts";
import { type ReminderChoice, ReminderFields } from "./reminder-fields.tsx";

export interface FinalizeViewProps {
  hang: HostHangView;
  onBack: () => void;
  onDone: (result: Notified) => void;
}

export function FinalizeView({ hang, onBack, onDone }: FinalizeViewProps) {
  const summary = useSummary({ hangId: hang.id, editToken: hang.editToken });
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <FocusedHeading className="text-3xl font-bold tracking-tight">
          {hang.isFinalized ? t("host.updateDetails") : t("host.lockItIn")}
        </FocusedHeading>
        <p className="mt-2 text-muted-foreground">
          {hang.isFinalized ? t("host.updateText") : t("host.finalizeText")}
        </p>
      </div>
      {summary.data ? (
        <>
          <FinalizeSummary hang={hang} summary={summary.data} />
          <FinalizeForm hang={hang} summary={summary.data} onDone={onDone} />
        </>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
      <Button variant="outline" size="lg" className="w-full sm:w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("host.backToResponses")}
      </Button>
    </div>
  );
}

/** The best-supported slot's start, or empty when the hang has no slots. */
function startingFinalDateTime(hang: HostHangView, summary: ResponsesSummary): string {
  const best = hang.timeSlots.find((slot) => slotKey(slot) === summary.best?.key);
  return best ? finalDateTimeOf(best) : "";
}

function startingReminders(hang: HostHangView): ReminderChoice {
  const saved = hang.guestReminderSettings ?? DEFAULT_REMINDERS;
  return {
    "2_days": saved["2_days"],
    "1_day": saved["1_day"],
    "2_hours": saved["2_hours"],
    customText: saved.custom.join(", "),
  };
}

function FinalizeForm({
  hang,
  summary,
  onDone,
}: {
  hang: HostHangView;
  summary: ResponsesSummary;
  onDone: (result: Notified) => void;
}) {
  const id = useId();
  const t = useT();
  const zone = hostZone(hang);
  const [finalDateTime, setFinalDateTime] = useState(() =>
    hang.finalDateTime
      ? toDateTimeLocal(new Date(hang.finalDateTime), zone)
      : startingFinalDateTime(hang, summary),
  );
  const [dateMissing, setDateMissing] = useState(false);
  const dateError = dateMissing ? t("host.finalDateRequired") : undefined;
  const activities = useActivityOptions(hang.id, hang.allowActivitySuggestions);
  // Until the host picks, the activity chosen last time (or the hang's own).
  const [picked, setPicked] = useState<string>();
  const activity =
    picked ?? activities.find((o) => !o.isOriginal && o.value === hang.finalActivity)?.id ?? "original";
  const [location, setLocation] = useState<ChosenLocation | null>(() => chosenLocationOf(hang));
  // The free-text box keeps what is typed (spaces and all); the picker's choice fills it in.
  const [locationText, setLocationText] = useState(location?.name ?? "");
  const [notes, setNotes] = useState(hang.additionalDetails ?? "");
  const [notifyConfirmed, setNotifyConfirmed] = useState(true);
  const [notifyMaybe, setNotifyMaybe] = useState(false);
  const [reminders, setReminders] = useState(() => startingReminders(hang));
  const finalize = useFinalize(hang.id, hang.editToken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!finalDateTime.trim()) {
      setDateMissing(true);
      document.getElementById(`${id}-when`)?.focus();
      return;
    }
    const chosen = activities.find((o) => o.id === activity);
    const body: FinalizeInput = {
      finalDateTime,
      ...hangLocationFields(location),
      additionalDetails: notes,
      notifyConfirmed,
      notifyMaybe,
      guestReminderSettings: {
        "2_days": reminders["2_days"],
        "1_day": reminders["1_day"],
        "2_hours": reminders["2_hours"],
        custom: parseCustomHours(reminders.customText).filter((h) => h > 0),
      },
      // Sent only when it differs from the hang's own activity.
      ...(chosen && chosen.value !== hang.vibe ? { selectedActivity: chosen.value } : {}),
    };
    finalize.mutate(body, {
      onSuccess: (result) => {
        toast({ title: translate("host.allSetToast") });
        onDone(result);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: translate("host.finalizeError"),
          // The server's words when the time is impossible or already past.
          description: (isApiError(error) && error.body.errors?.finalDateTime) || translate("host.oops"),
        }),
    });
  };

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form noValidate onSubmit={submit} className="grid gap-6">
          <FinalTimeChoice
            hang={hang}
            summary={summary}
            value={finalDateTime}
            name={`${id}-time`}
            onChoose={(chosen) => {
              setFinalDateTime(chosen);
              setDateMissing(false);
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-when`}>{t("host.finalDateTime")}</Label>
            <Input
              id={`${id}-when`}
              type="datetime-local"
              required
              value={finalDateTime}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-when-error` : undefined}
              onChange={(e) => {
                setFinalDateTime(e.target.value);
                if (dateError) setDateMissing(!e.target.value);
              }}
            />
            {differsFromViewer(hang.hostTimezone) && (
              <FieldHint>{t("host.inHangZone", { zone: zoneName(zone) })}</FieldHint>
            )}
            <FieldError id={`${id}-when-error`}>{dateError}</FieldError>
          </div>

          {hang.allowActivitySuggestions && (
            <ActivityChooser options={activities} value={activity} onChange={setPicked} />
          )}

          <div className="grid gap-2">
            <p id={`${id}-where`} className="text-sm font-medium">
              {t("host.finalLocation")}
            </p>
            <LocationField
              value={location}
              onChange={(choice) => {
                setLocation(choice);
                setLocationText(choice?.name ?? "");
              }}
              vibe={hang.vibe}
              labelledBy={`${id}-where`}
            />
            <Label htmlFor={`${id}-where-text`} className="mt-1 text-xs font-normal text-muted-foreground">
              {t("host.orTypeIt")}
            </Label>
            <Input
              id={`${id}-where-text`}
              value={locationText}
              placeholder={t("host.locationPlaceholder")}
              autoComplete="off"
              onChange={(e) => {
                setLocationText(e.target.value);
                setLocation(customLocation(e.target.value) ?? null);
              }}
            />
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>{t("host.notes")}</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={2000}
              placeholder={t("host.notesPlaceholder")}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">{t("host.notifications")}</legend>
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={`${id}-confirmed`}
                checked={notifyConfirmed}
                onCheckedChange={(c) => setNotifyConfirmed(c === true)}
              />
              <Label htmlFor={`${id}-confirmed`} className="font-normal">
                {t("host.notifyConfirmed")}
              </Label>
            </div>
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={`${id}-maybe`}
                checked={notifyMaybe}
                onCheckedChange={(c) => setNotifyMaybe(c === true)}
              />
              <Label htmlFor={`${id}-maybe`} className="font-normal">
                {t("host.notifyMaybe")}
              </Label>
            </div>
          </fieldset>

          <ReminderFields value={reminders} onChange={setReminders} />

          <SubmitButton pending={finalize.isPending} busyLabel={t("host.finalizing")}>
            {t("host.sendFinal")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
