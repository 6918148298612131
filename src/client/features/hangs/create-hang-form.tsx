import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarDays, SlidersHorizontal, Sparkles, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { type CreateHang, type CreateHangInput, createHangSchema } from "../../../shared/hang.ts";
import { type ChosenLocation, hangLocationFields } from "../../../shared/location.ts";
import { formatTimeWindow } from "../../../shared/time-slots.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { focusFirstInvalid } from "../../lib/focus-invalid.ts";
import { isApiError } from "../../lib/http.ts";
import { saveHostToken } from "../../lib/storage.ts";
import { hostNameOf, useAccount } from "../auth/api.ts";
import { LocationField } from "../location/location-field.tsx";
import { AnswerByFields, answerByToSend, NO_ANSWER_BY } from "./answer-by-fields.tsx";
import { type CreatedHang, useCreateHang } from "./api.ts";
import type { CreateStart } from "./create-draft.ts";
import { invalidToast, slotError, vibeToSend } from "./create-validation.ts";
import { FormSection } from "./form-section.tsx";
import { GuestOptionsFields } from "./guest-options-fields.tsx";
import { TimeSlotPicker } from "./time-slot-picker.tsx";
import { VibePicker } from "./vibe-picker.tsx";

/** Fields the server may name in a 400 that have their own message beside them. */
const SERVER_CHECKED_FIELDS = ["name", "hostName", "hostEmail", "maxCapacity", "timeSlots"] as const;

export function CreateHangForm({
  start,
  groupId,
  onCreated,
}: {
  start: CreateStart;
  /** The group this hang is planned for (the group page's Create Hang). */
  groupId?: string;
  onCreated: (hang: CreatedHang) => void;
}) {
  const ids = useId();
  const [vibeChoice, setVibeChoice] = useState(start.vibeChoice);
  const [customVibe, setCustomVibe] = useState(start.customVibe);
  const [location, setLocation] = useState<ChosenLocation | null>(start.location);
  const [answerBy, setAnswerBy] = useState(NO_ANSWER_BY);
  const [answerByError, setAnswerByError] = useState<string>();
  const createHang = useCreateHang();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<CreateHangInput, unknown, CreateHang>({
    resolver: zodResolver(createHangSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The vibe grid and the calendar are not registered inputs: focusFirstInvalid covers them too.
    shouldFocusError: false,
    defaultValues: {
      name: start.name,
      vibe: vibeToSend(start.vibeChoice, start.customVibe),
      timeSlots: start.timeSlots,
      maxCapacity: start.maxCapacity,
      allowActivitySuggestions: start.allowActivitySuggestions,
      hostName: start.hostName,
      hostEmail: start.hostEmail,
    },
  });
  const { errors } = form.formState;
  // Signed in: the host is the account (spec: first + last name, else the e-mail's local part).
  const account = useAccount();
  useEffect(() => {
    if (!account) return;
    if (!form.getValues("hostName")) form.setValue("hostName", hostNameOf(account));
    if (!form.getValues("hostEmail")) form.setValue("hostEmail", account.email);
  }, [account, form]);
  const chosenVibe = vibeToSend(vibeChoice, customVibe);

  const syncVibe = (choice: string, text: string) => {
    form.setValue("vibe", vibeToSend(choice, text), { shouldValidate: form.formState.isSubmitted });
  };

  const onValid = (data: CreateHang) => {
    const deadline = answerByToSend(answerBy, browserTimeZone() ?? "UTC", new Date());
    setAnswerByError(deadline.problem);
    if (!deadline.value) return focusFirstInvalid(formRef.current);
    const { answerBy: deadlineAt, ...deadlineOptions } = deadline.value;
    const payload: CreateHang = {
      ...data,
      ...deadlineOptions,
      answerBy: deadlineAt ? new Date(deadlineAt) : null,
      ...hangLocationFields(location),
      timeWindows: data.timeSlots.map(formatTimeWindow),
      hostTimezone: browserTimeZone() ?? null,
      ...(groupId ? { groupId } : {}),
    };
    createHang.mutate(payload, {
      onSuccess: (hang) => {
        saveHostToken(hang.id, hang.editToken);
        // No "Hang created!" toast: the invite screen's focused heading says it, and a toast would
        // cover that heading on a phone (docs/decisions/0037-signed-in-rough-edges.md).
        onCreated(hang);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.body.errors ?? {}) : {};
        for (const field of SERVER_CHECKED_FIELDS) {
          const message = fieldErrors[field];
          if (message) form.setError(field, { message });
        }
        // Asked to slow down (429): the server's words say when to try again.
        const description = isApiError(error, 429) ? error.body.message : "Please try again.";
        toast({ variant: "destructive", title: "Error creating hang", description });
      },
    });
  };

  // Only one toast shows at a time: the vibe first, then the dates; fields show their own errors.
  const onInvalid = (fieldErrors: FieldErrors<CreateHangInput>) => {
    const problem = invalidToast(fieldErrors, (form.getValues("timeSlots") ?? []).length);
    if (problem) toast(problem);
    focusFirstInvalid(formRef.current);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The vibe can be empty while the object-level date rule is skipped: check both up front.
        form.setValue("vibe", chosenVibe);
        void form.handleSubmit(onValid, onInvalid)(event);
      }}
      className="grid grid-cols-1 gap-5"
    >
      <FormSection icon={<Sparkles aria-hidden="true" />} title="The plan" titleId={`${ids}-plan`}>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-name`}>What's the hang?</Label>
          <Input
            id={`${ids}-name`}
            placeholder="e.g. Friday tacos at my place"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
            {...form.register("name")}
          />
          <FieldError id={`${ids}-name-error`}>{errors.name?.message}</FieldError>
        </div>
        <div className="grid gap-3">
          <p id={`${ids}-vibe`} className="text-sm font-medium">
            What's the vibe?
          </p>
          <VibePicker
            labelledBy={`${ids}-vibe`}
            error={errors.vibe?.message}
            choice={vibeChoice}
            onChoice={(choice) => {
              setVibeChoice(choice);
              syncVibe(choice, customVibe);
            }}
            customText={customVibe}
            onCustomText={(text) => {
              setCustomVibe(text);
              syncVibe(vibeChoice, text);
            }}
          />
        </div>
        <div className="grid gap-2">
          <p id={`${ids}-where`} className="text-sm font-medium">
            Where?
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
        title="When could it happen?"
        description="Pick a few dates and times. Friends will tell you which ones work."
        titleId={`${ids}-when`}
      >
        <Controller
          control={form.control}
          name="timeSlots"
          render={({ field }) => (
            <TimeSlotPicker value={field.value ?? []} onChange={field.onChange} error={slotError(errors)} />
          )}
        />
      </FormSection>

      <FormSection icon={<SlidersHorizontal aria-hidden="true" />} title="Guests" titleId={`${ids}-guests`}>
        <GuestOptionsFields form={form} idPrefix={`${ids}-guests`} />
        <AnswerByFields
          idPrefix={`${ids}-guests`}
          value={answerBy}
          onChange={setAnswerBy}
          zone={browserTimeZone() ?? "UTC"}
          error={answerByError}
        />
      </FormSection>

      <FormSection icon={<UserRound aria-hidden="true" />} title="About you" titleId={`${ids}-you`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-name`}>Your name</Label>
            <Input
              id={`${ids}-host-name`}
              autoComplete="name"
              placeholder="Alex"
              aria-invalid={errors.hostName ? true : undefined}
              aria-describedby={errors.hostName ? `${ids}-host-name-error` : undefined}
              {...form.register("hostName")}
            />
            <FieldError id={`${ids}-host-name-error`}>{errors.hostName?.message}</FieldError>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-email`}>Your email</Label>
            <Input
              id={`${ids}-host-email`}
              type="email"
              autoComplete="email"
              placeholder="alex@example.com"
              aria-invalid={errors.hostEmail ? true : undefined}
              aria-describedby={errors.hostEmail ? `${ids}-host-email-error` : undefined}
              {...form.register("hostEmail")}
            />
            <FieldError id={`${ids}-host-email-error`}>{errors.hostEmail?.message}</FieldError>
          </div>
        </div>
      </FormSection>

      <SubmitButton pending={createHang.isPending} busyLabel="Creating...">
        Create Hang
      </SubmitButton>
    </form>
  );
}
