// The edit page's form: name, vibe, times (a reschedule when they change), place and host. Saving
// goes back to the host's dashboard after a second. Checked with the shared rules, without zod.
import { CalendarDays, Clock, Hourglass, Sparkles, UserRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { tooLong } from "../../../shared/field-rules.ts";
import type { EditHang } from "../../../shared/hang.ts";
import {
  capacityProblem,
  END_BEFORE_START,
  editFormProblems,
  HANG_NAME_MAX,
  HANG_NAME_REQUIRED,
  type HangEditProblems,
  HOST_EMAIL_REQUIRED,
  HOST_NAME_MAX,
  HOST_NAME_REQUIRED,
  MAX_SLOTS,
  SLOTS_REPEATED,
  SLOTS_REQUIRED,
  SLOTS_TOO_MANY,
} from "../../../shared/hang-rules.ts";
import {
  type ChosenLocation,
  chosenLocationOf,
  type HangLocationFields,
  hangLocationFields,
} from "../../../shared/location-rules.ts";
import {
  END_TIME_REQUIRED,
  formatTimeWindow,
  readTimeWindows,
  type TimeSlot,
} from "../../../shared/time-slots.ts";
import { isKnownVibe } from "../../../shared/vibes.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, type MessageValues, t as translate, useT } from "../../i18n/i18n.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { isApiError } from "../../lib/http.ts";
import { saveHostToken } from "../../lib/storage.ts";
import { type EditableHang, useEditHang } from "../host/api.ts";
import { LocationField, preloadLocationDialog } from "../location/location-field.tsx";
import { PhotosOpenField } from "../photos/photos-open-field.tsx";
import { QuestionsEditor } from "../questions/questions-editor.tsx";
import { useQuestionsEditor } from "../questions/use-questions-editor.ts";
import { AnswerByFields, answerByChoiceOf, answerByToSend } from "./answer-by-fields.tsx";
import { problemText as ruleText, vibeToSend } from "./create-validation.ts";
import { FormSection } from "./form-section.tsx";
import { GuestOptionsFields } from "./guest-options-fields.tsx";
import { TimeSlotPicker } from "./lazy-time-slot-picker.tsx";
import { PlusOnesField } from "./plus-ones-field.tsx";
import { capacityOf } from "./use-create-form.ts";
import { VibePicker } from "./vibe-picker.tsx";

/** Spec section 9: the edit page goes to the host's view 1 second after saving. */
export const REDIRECT_AFTER_SAVE_MS = 1000;
type TextField = "name" | "hostName" | "hostEmail";

/** The shared rules' messages (the server's words too) that this form shows, by their English text. */
const PROBLEMS: Record<string, [MessageId, MessageValues?]> = {
  [HANG_NAME_REQUIRED]: ["answer.nameRequired"],
  [tooLong(HANG_NAME_MAX)]: ["answer.tooLong", { max: HANG_NAME_MAX }],
  [HOST_NAME_REQUIRED]: ["host.hostNameRequired"],
  [tooLong(HOST_NAME_MAX)]: ["answer.tooLong", { max: HOST_NAME_MAX }],
  [HOST_EMAIL_REQUIRED]: ["host.hostEmailRequired"],
  "Valid email is required": ["answer.emailInvalid"],
  [END_TIME_REQUIRED]: ["host.endTimeRequired"],
  [END_BEFORE_START]: ["host.endBeforeStart"],
  [SLOTS_TOO_MANY]: ["host.slotsTooMany", { max: MAX_SLOTS }],
  [SLOTS_REPEATED]: ["host.slotsRepeated"],
  [SLOTS_REQUIRED.title]: ["host.slotsRequired"],
};

/** A field's problem in the page's language; one this form does not know stays as it is. */
function problemText(t: ReturnType<typeof useT>, message: string | undefined): string | undefined {
  const known = message === undefined ? undefined : PROBLEMS[message];
  return known ? t(...known) : message;
}

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
  const t = useT();
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
  const [capacity, setCapacity] = useState(hang.maxCapacity === null ? "" : String(hang.maxCapacity));
  const [capacityError, setCapacityError] = useState<string>();
  const [allowSuggestions, setAllowSuggestions] = useState(hang.allowActivitySuggestions);
  const [plusOnesAllowed, setPlusOnesAllowed] = useState(hang.plusOnesAllowed ?? 0);
  const [photosOpen, setPhotosOpen] = useState(hang.photosOpen ?? false);
  const edit = useEditHang(hang.id, editToken);
  const questions = useQuestionsEditor(hang.questions);
  // Older hangs have only time windows: they stay unless the host picks dates.
  const oldWindows = hang.timeSlots.length === 0 ? readTimeWindows(hang.timeWindows) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vibe = vibeToSend(vibeChoice, customVibe);
    const problem = (title: MessageId, description: MessageId) =>
      void toast({ variant: "destructive", title: translate(title), description: translate(description) });
    if (!vibeChoice) return problem("host.vibeMissing", "host.vibeMissingText");
    if (vibe === "other") return problem("host.vibeDescribe", "host.vibeDescribeText");
    if (slots.length === 0 && oldWindows.length === 0)
      return problem("host.datesMissing", "host.datesMissingText");
    const asked = questions.toSend();
    if (!asked) return;
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
    const tooFew = capacityProblem(capacityOf(capacity));
    setCapacityError(tooFew && ruleText(t, tooFew));
    if (Object.keys(problems).length > 0 || tooFew) {
      setErrors(problems);
      if (tooFew) document.getElementById(`${id}-answers-capacity`)?.focus();
      return;
    }
    setErrors({});
    const body: EditHang = {
      ...values,
      ...deadline.value,
      answerBy: deadline.value.answerBy === null ? null : new Date(deadline.value.answerBy),
      ...(slots.length > 0 ? { timeWindows: slots.map(formatTimeWindow) } : {}),
      maxCapacity: capacityOf(capacity),
      allowActivitySuggestions: allowSuggestions,
      plusOnesAllowed,
      photosOpen,
      questions: asked,
    };
    edit.mutate(body, {
      onSuccess: () => {
        if (editToken) saveHostToken(hang.id, editToken);
        setSaved(true);
        toast({ title: translate("host.hangUpdated") });
        setTimeout(() => navigate(`/hang/${hang.id}?host=true`), REDIRECT_AFTER_SAVE_MS);
      },
      onError: (error) => {
        // The server's own words beside the field (fewer spots than people already confirmed).
        const aboutCapacity = isApiError(error) ? error.body.errors?.maxCapacity : undefined;
        if (aboutCapacity) {
          setCapacityError(aboutCapacity);
          document.getElementById(`${id}-answers-capacity`)?.focus();
          return;
        }
        toast({
          variant: "destructive",
          title: translate("host.updateError"),
          description: translate("shell.tryAgain"),
        });
      },
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
      <FieldError id={`${id}-${field}-error`}>{problemText(t, errors[field])}</FieldError>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preloadLocationDialog} className="grid grid-cols-1 gap-5">
      <FormSection icon={<Sparkles aria-hidden="true" />} title={t("host.thePlan")} titleId={`${id}-plan`}>
        {textField("name", t("host.whatsTheHang"))}
        <div className="grid gap-3">
          <p id={`${id}-vibe`} className="text-sm font-medium">
            {t("host.whatsTheVibe")}
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
            {t("host.whereQuestion")}
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
        title={t("host.whenCould")}
        description={t("host.whenCouldText")}
        titleId={`${id}-when`}
      >
        {oldWindows.length > 0 && (
          <div className="grid gap-2 rounded-xl bg-muted p-3 text-sm">
            <p className="font-medium">{t("host.currentTimes")}</p>
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
        <TimeSlotPicker value={slots} onChange={setSlots} error={problemText(t, errors.timeSlots)} />
      </FormSection>

      <FormSection
        icon={<Hourglass aria-hidden="true" />}
        title={t("host.answers")}
        titleId={`${id}-answers`}
      >
        <GuestOptionsFields
          idPrefix={`${id}-answers`}
          capacity={capacity}
          onCapacity={setCapacity}
          capacityError={capacityError}
          allowSuggestions={allowSuggestions}
          onAllowSuggestions={setAllowSuggestions}
        />
        <PlusOnesField idPrefix={`${id}-answers`} value={plusOnesAllowed} onChange={setPlusOnesAllowed} />
        <PhotosOpenField idPrefix={`${id}-answers`} value={photosOpen} onChange={setPhotosOpen} />
        <AnswerByFields
          idPrefix={`${id}-answers`}
          value={answerBy}
          onChange={setAnswerBy}
          zone={zone}
          error={answerByError}
        />
      </FormSection>

      <QuestionsEditor editor={questions} />

      <FormSection icon={<UserRound aria-hidden="true" />} title={t("host.aboutYou")} titleId={`${id}-you`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("hostName", t("answer.yourName"), { autoComplete: "name" })}
          {textField("hostEmail", t("host.yourEmail"), { type: "email", autoComplete: "email" })}
        </div>
      </FormSection>

      <SubmitButton pending={edit.isPending} busyLabel={t("host.saving")} disabled={saved}>
        {t("host.saveChanges")}
      </SubmitButton>
    </form>
  );
}
