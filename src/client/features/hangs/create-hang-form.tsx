import { CalendarDays, SlidersHorizontal, Sparkles, UserRound } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { CreateHang } from "../../../shared/hang.ts";
import { type ChosenLocation, hangLocationFields } from "../../../shared/location-rules.ts";
import { formatTimeWindow } from "../../../shared/time-slots.ts";
import { isKnownVibe } from "../../../shared/vibes.ts";
import { EmailTypoHint } from "../../components/email-typo-hint.tsx";
import { isNetworkFailure, OfflineNote } from "../../components/offline-note.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { focusFirstInvalid } from "../../lib/focus-invalid.ts";
import { isApiError } from "../../lib/http.ts";
import { forgetCreateDrafts, rememberVibe, saveHostToken } from "../../lib/storage.ts";
import { hostNameOf, useAccount } from "../auth/api.ts";
import { LocationField, preloadLocationDialog } from "../location/location-field.tsx";
import { PhotosOpenField } from "../photos/photos-open-field.tsx";
import { QuestionsEditor } from "../questions/questions-editor.tsx";
import { useQuestionsEditor } from "../questions/use-questions-editor.ts";
import { AnswerByFields, answerByToSend } from "./answer-by-fields.tsx";
import { type CreatedHang, useCreateHang } from "./api.ts";
import type { CreateStart } from "./create-draft.ts";
import { invalidToast } from "./create-validation.ts";
import { FormSection } from "./form-section.tsx";
import { GuestOptionsFields } from "./guest-options-fields.tsx";
import { TimeSlotPicker } from "./lazy-time-slot-picker.tsx";
import { NameAndVibeFields } from "./name-and-vibe-fields.tsx";
import { PlusOnesField } from "./plus-ones-field.tsx";
import { formValuesOf, type ServerCheckedField, useCreateForm } from "./use-create-form.ts";
import { useKeptDraft } from "./use-kept-draft.ts";

/** Fields the server may name in a 400 that have their own message beside them. */
const SERVER_CHECKED_FIELDS: readonly ServerCheckedField[] = [
  "name",
  "hostName",
  "hostEmail",
  "maxCapacity",
  "timeSlots",
];

export function CreateHangForm({
  start,
  groupId,
  onSending,
  onCreated,
}: {
  start: CreateStart;
  /** The group this hang is planned for (the group page's Create Hang). */
  groupId?: string;
  /** The hang is on its way to the server (the page can fetch what it shows next). */
  onSending?: () => void;
  onCreated: (hang: CreatedHang) => void;
}) {
  const ids = useId();
  const t = useT();
  const form = useCreateForm(start);
  const { state, errors, set } = form;
  const [location, setLocation] = useState<ChosenLocation | null>(start.location);
  const [answerBy, setAnswerBy] = useState(start.answerBy);
  const [answerByError, setAnswerByError] = useState<string>();
  const [plusOnesAllowed, setPlusOnesAllowed] = useState(0);
  const [photosOpen, setPhotosOpen] = useState(false);
  const createHang = useCreateHang();
  const questions = useQuestionsEditor();
  const formRef = useRef<HTMLFormElement>(null);

  // Signed in: the host is the account (spec: first + last name, else the e-mail's local part).
  const account = useAccount();
  const { fillHost } = form;
  useEffect(() => {
    if (account) fillHost(hostNameOf(account), account.email);
  }, [account, fillHost]);
  const values = formValuesOf(state);
  const chosenVibe = values.vibe;
  useKeptDraft({ ...state, location, answerBy });
  const emailInput = useRef<HTMLInputElement>(null);

  const send = () => {
    const asked = questions.toSend();
    if (!asked) return;
    const deadline = answerByToSend(answerBy, browserTimeZone() ?? "UTC", new Date());
    setAnswerByError(deadline.problem);
    if (!deadline.value) return focusFirstInvalid(formRef.current);
    const { answerBy: deadlineAt, ...deadlineOptions } = deadline.value;
    const payload: CreateHang = {
      name: values.name.trim(),
      vibe: values.vibe.trim(),
      timeSlots: values.timeSlots,
      timeWindows: values.timeSlots.map(formatTimeWindow),
      maxCapacity: values.maxCapacity,
      allowActivitySuggestions: state.allowActivitySuggestions,
      plusOnesAllowed,
      photosOpen,
      questions: asked,
      hostName: values.hostName.trim(),
      hostEmail: values.hostEmail.trim(),
      ...deadlineOptions,
      answerBy: deadlineAt ? new Date(deadlineAt) : null,
      ...hangLocationFields(location),
      hostTimezone: browserTimeZone() ?? null,
      ...(groupId ? { groupId } : {}),
    };
    onSending?.();
    createHang.mutate(payload, {
      onSuccess: (hang) => {
        saveHostToken(hang.id, hang.editToken);
        forgetCreateDrafts();
        if (payload.vibe !== "other" && isKnownVibe(payload.vibe)) rememberVibe(payload.vibe);
        // No "Hang created!" toast: the invite screen's focused heading says it, and a toast would
        // cover that heading on a phone (docs/decisions/0037-signed-in-rough-edges.md).
        onCreated(hang);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.body.errors ?? {}) : {};
        const named = SERVER_CHECKED_FIELDS.filter((field) => fieldErrors[field]);
        form.setServerErrors(Object.fromEntries(named.map((field) => [field, fieldErrors[field]])));
        // Asked to slow down (429): the server's words say when to try again. Never reached the
        // server: the connection is to blame, and the draft is kept for another try.
        const description = isApiError(error, 429)
          ? error.body.message
          : translate(isNetworkFailure(error) ? "shell.offlineFailed" : "shell.tryAgain");
        toast({ variant: "destructive", title: translate("create.errorCreating"), description });
      },
    });
  };

  // Only one toast shows at a time: the vibe first, then the dates; fields show their own errors.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = form.check();
    if (Object.keys(problems).length === 0) return send();
    const problem = invalidToast(translate, problems, state.timeSlots.length, form.text);
    if (problem) toast(problem);
    focusFirstInvalid(formRef.current);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      // Filling in the form: the location dialog will likely be opened, have it ready.
      onFocus={preloadLocationDialog}
      className="grid grid-cols-1 gap-5"
    >
      <FormSection icon={<Sparkles aria-hidden="true" />} title={t("create.plan")} titleId={`${ids}-plan`}>
        <NameAndVibeFields
          ids={ids}
          values={state}
          errors={errors}
          namePlaceholder={t("create.namePlaceholder")}
          onChange={set}
        />
        <div className="grid gap-2">
          <p id={`${ids}-where`} className="text-sm font-medium">
            {t("create.where")}
          </p>
          <LocationField
            value={location}
            onChange={setLocation}
            vibe={chosenVibe && chosenVibe !== "other" ? chosenVibe : undefined}
            labelledBy={`${ids}-where`}
          />
        </div>
      </FormSection>

      <FormSection
        icon={<CalendarDays aria-hidden="true" />}
        title={t("create.when")}
        description={t("create.whenDescription")}
        titleId={`${ids}-when`}
      >
        <TimeSlotPicker
          value={state.timeSlots}
          onChange={(slots) => set("timeSlots", slots)}
          error={errors.timeSlots}
        />
      </FormSection>

      <FormSection
        icon={<SlidersHorizontal aria-hidden="true" />}
        title={t("create.guests")}
        titleId={`${ids}-guests`}
      >
        <GuestOptionsFields
          idPrefix={`${ids}-guests`}
          capacity={state.capacity}
          onCapacity={(capacity) => set("capacity", capacity)}
          capacityError={errors.maxCapacity}
          allowSuggestions={state.allowActivitySuggestions}
          onAllowSuggestions={(allow) => set("allowActivitySuggestions", allow)}
        />
        <PlusOnesField idPrefix={`${ids}-guests`} value={plusOnesAllowed} onChange={setPlusOnesAllowed} />
        <PhotosOpenField idPrefix={`${ids}-guests`} value={photosOpen} onChange={setPhotosOpen} />
        <AnswerByFields
          idPrefix={`${ids}-guests`}
          value={answerBy}
          onChange={setAnswerBy}
          zone={browserTimeZone() ?? "UTC"}
          error={answerByError}
        />
      </FormSection>

      <QuestionsEditor editor={questions} />

      <FormSection
        icon={<UserRound aria-hidden="true" />}
        title={t("create.aboutYou")}
        titleId={`${ids}-you`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-name`}>{t("create.yourName")}</Label>
            <Input
              id={`${ids}-host-name`}
              autoComplete="name"
              placeholder="Alex"
              aria-invalid={errors.hostName ? true : undefined}
              aria-describedby={errors.hostName ? `${ids}-host-name-error` : undefined}
              value={state.hostName}
              onChange={(e) => set("hostName", e.currentTarget.value)}
            />
            <FieldError id={`${ids}-host-name-error`}>{errors.hostName}</FieldError>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-email`}>{t("create.yourEmail")}</Label>
            <Input
              ref={emailInput}
              id={`${ids}-host-email`}
              type="email"
              autoComplete="email"
              placeholder="alex@example.com"
              aria-invalid={errors.hostEmail ? true : undefined}
              aria-describedby={`${ids}-host-email-typo${errors.hostEmail ? ` ${ids}-host-email-error` : ""}`}
              value={state.hostEmail}
              onChange={(e) => set("hostEmail", e.currentTarget.value)}
            />
            <FieldError id={`${ids}-host-email-error`}>{errors.hostEmail}</FieldError>
            <EmailTypoHint
              id={`${ids}-host-email-typo`}
              address={state.hostEmail}
              onAccept={(fixed) => {
                set("hostEmail", fixed);
                // The hint's button goes away with the typo: the field it fixed takes the focus.
                emailInput.current?.focus();
              }}
            />
          </div>
        </div>
      </FormSection>

      <div className="grid gap-2">
        <SubmitButton pending={createHang.isPending} busyLabel={t("create.creating")}>
          {t("shell.createHang")}
        </SubmitButton>
        <OfflineNote paused={createHang.isPaused} className="text-center" />
      </div>
    </form>
  );
}
