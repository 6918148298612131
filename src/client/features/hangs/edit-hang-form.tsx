// The edit page's form: name, vibe, times (a reschedule when they change), place and host. Saving
// goes back to the host's dashboard after a second. Checked with the shared rules, without zod.
import { CalendarDays, Clock, Hourglass, Sparkles, UserRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import type { EditHang } from "../../../shared/hang.ts";
import {
  editFormProblems,
  type HangEditProblems,
  VIBE_DESCRIPTION_REQUIRED,
} from "../../../shared/hang-rules.ts";
import {
  type ChosenLocation,
  chosenLocationOf,
  type HangLocationFields,
  hangLocationFields,
} from "../../../shared/location-rules.ts";
import { formatTimeWindow, readTimeWindows, type TimeSlot } from "../../../shared/time-slots.ts";
import { isKnownVibe } from "../../../shared/vibes.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { saveHostToken } from "../../lib/storage.ts";
import { type EditableHang, useEditHang } from "../host/api.ts";
import { LocationField, preloadLocationDialog } from "../location/location-field.tsx";
import { AnswerByFields, answerByChoiceOf, answerByToSend } from "./answer-by-fields.tsx";
import { vibeToSend } from "./create-validation.ts";
import { FormSection } from "./form-section.tsx";
import { TimeSlotPicker } from "./lazy-time-slot-picker.tsx";
import { VibePicker } from "./vibe-picker.tsx";

/** Spec section 9: the edit page goes to the host's view 1 second after saving. */
export const REDIRECT_AFTER_SAVE_MS = 1000;
const VIBE_MISSING = {
  title: "Please select a vibe",
  description: "You need to choose what kind of hang this is.",
};
const DATES_MISSING = {
  title: "Please select at least one date",
  description: "You need to specify when this hang could happen.",
};
type TextField = "name" | "hostName" | "hostEmail";

/** Location fields as the server stores them: trimmed, and null when blank. */
function trimmedLocation(fields: HangLocationFields): HangLocationFields {
  const trim = (v: string | null) => v?.trim() || null;
  return {
    location: trim(fields.location),
    locationName: trim(fields.locationName),
    locationLat: trim(fields.locationLat),
    locationLng: trim(fields.locationLng),
  };
}

export function EditHangForm({ hang, editToken }: { hang: EditableHang; editToken: string | undefined }) {
  const id = useId();
  const [, navigate] = useLocation();
  const known = isKnownVibe(hang.vibe) && hang.vibe !== "other";
  const [text, setText] = useState<Record<TextField, string>>({
    name: hang.name,
    hostName: hang.hostName,
    hostEmail: hang.hostEmail,
  });
  const [errors, setErrors] = useState<HangEditProblems>({});
  const [vibeChoice, setVibeChoice] = useState(known ? hang.vibe : "other");
  const [customVibe, setCustomVibe] = useState(known ? "" : hang.vibe);
  const [slots, setSlots] = useState<TimeSlot[]>(hang.timeSlots);
  const [location, setLocation] = useState<ChosenLocation | null>(() => chosenLocationOf(hang));
  const [saved, setSaved] = useState(false);
  // The answer-by date is on the host's clock, whichever browser edits it.
  const zone = hang.hostTimezone ?? browserTimeZone() ?? "UTC";
  const [answerBy, setAnswerBy] = useState(() => answerByChoiceOf(hang, zone));
  const [answerByError, setAnswerByError] = useState<string>();
  const edit = useEditHang(hang.id, editToken);
  // Older hangs have only time windows: they stay unless the host picks dates.
  const oldWindows = hang.timeSlots.length === 0 ? readTimeWindows(hang.timeWindows) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vibe = vibeToSend(vibeChoice, customVibe);
    if (!vibeChoice) return void toast({ variant: "destructive", ...VIBE_MISSING });
    if (vibe === "other") return void toast({ variant: "destructive", ...VIBE_DESCRIPTION_REQUIRED });
    if (slots.length === 0 && oldWindows.length === 0)
      return void toast({ variant: "destructive", ...DATES_MISSING });
    const deadline = answerByToSend(answerBy, zone, new Date(), hang.answerBy);
    setAnswerByError(deadline.problem);
    if (!deadline.value) return void document.getElementById(`${id}-answers-answer-by`)?.focus();
    const values = {
      name: text.name.trim(),
      hostName: text.hostName.trim(),
      hostEmail: text.hostEmail.trim(),
      vibe: vibe.trim(),
      ...(slots.length > 0 ? { timeSlots: slots } : {}),
      ...trimmedLocation(hangLocationFields(location)),
    };
    const problems = editFormProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    const body: EditHang = {
      ...values,
      ...deadline.value,
      answerBy: deadline.value.answerBy === null ? null : new Date(deadline.value.answerBy),
      ...(slots.length > 0 ? { timeWindows: slots.map(formatTimeWindow) } : {}),
    };
    edit.mutate(body, {
      onSuccess: () => {
        if (editToken) saveHostToken(hang.id, editToken);
        setSaved(true);
        toast({ title: "Hang updated! 🎉" });
        setTimeout(() => navigate(`/hang/${hang.id}?host=true`), REDIRECT_AFTER_SAVE_MS);
      },
      onError: () =>
        toast({ variant: "destructive", title: "Error updating hang", description: "Please try again." }),
    });
  };

  const textField = (
    field: TextField,
    label: string,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        value={text[field]}
        autoComplete="off"
        {...props}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setText({ ...text, [field]: e.target.value })}
      />
      <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preloadLocationDialog} className="grid grid-cols-1 gap-5">
      <FormSection icon={<Sparkles aria-hidden="true" />} title="The plan" titleId={`${id}-plan`}>
        {textField("name", "What's the hang?")}
        <div className="grid gap-3">
          <p id={`${id}-vibe`} className="text-sm font-medium">
            What's the vibe?
          </p>
          <VibePicker
            labelledBy={`${id}-vibe`}
            choice={vibeChoice}
            onChoice={setVibeChoice}
            customText={customVibe}
            onCustomText={setCustomVibe}
          />
        </div>
        <div className="grid gap-2">
          <p id={`${id}-where`} className="text-sm font-medium">
            Where?
          </p>
          <LocationField
            value={location}
            onChange={setLocation}
            vibe={vibeToSend(vibeChoice, customVibe)}
            labelledBy={`${id}-where`}
          />
        </div>
      </FormSection>

      <FormSection
        icon={<CalendarDays aria-hidden="true" />}
        title="When could it happen?"
        description="Guests who answered for a time you remove are asked about the new times."
        titleId={`${id}-when`}
      >
        {oldWindows.length > 0 && (
          <div className="grid gap-2 rounded-xl bg-muted p-3 text-sm">
            <p className="font-medium">Current times (pick dates below to replace them)</p>
            <ul className="grid gap-1">
              {oldWindows.map((w) => (
                <li key={w} className="flex items-start gap-2">
                  <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {w}
                </li>
              ))}
            </ul>
          </div>
        )}
        <TimeSlotPicker value={slots} onChange={setSlots} error={errors.timeSlots} />
      </FormSection>

      <FormSection icon={<Hourglass aria-hidden="true" />} title="Answers" titleId={`${id}-answers`}>
        <AnswerByFields
          idPrefix={`${id}-answers`}
          value={answerBy}
          onChange={setAnswerBy}
          zone={zone}
          error={answerByError}
        />
      </FormSection>

      <FormSection icon={<UserRound aria-hidden="true" />} title="About you" titleId={`${id}-you`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("hostName", "Your name", { autoComplete: "name" })}
          {textField("hostEmail", "Your email", { type: "email", autoComplete: "email" })}
        </div>
      </FormSection>

      <SubmitButton pending={edit.isPending} busyLabel="Saving..." disabled={saved}>
        Save Changes
      </SubmitButton>
    </form>
  );
}
