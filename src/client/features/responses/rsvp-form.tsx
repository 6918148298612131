import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { hangFullMessage } from "../../../shared/capacity.ts";
import {
  ALREADY_RESPONDED,
  type Answer,
  type GuestResponse,
  type GuestResponseInput,
  guestResponseSchema,
  overallAnswer,
  RESPONSE_REQUIRED,
} from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { isApiError } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import type { Hang } from "../hangs/api.ts";
import { OverallAnswer, SlotAnswers, WindowChoices } from "./answer-choices.tsx";
import { type FullResponse, type ResponsePayload, useSubmitResponse, useUpdateResponse } from "./api.ts";
import { windowsOf } from "./slot-groups.tsx";

const EMPTY: GuestResponseInput = {
  guestName: "",
  guestEmail: "",
  isPublic: false,
  response: undefined,
  availableTimeWindows: [],
  timeSlotAvailability: {},
};

function valuesOf(response: FullResponse): GuestResponseInput {
  return {
    guestName: response.guestName,
    guestEmail: response.guestEmail,
    isPublic: response.isPublic,
    response: response.response,
    availableTimeWindows: response.availableTimeWindows,
    timeSlotAvailability: response.timeSlotAvailability,
  };
}

export interface RsvpFormProps {
  hang: Hang;
  full: boolean;
  /** The response being edited (this browser's own), or undefined for a new response. */
  editing?: { response: FullResponse; own: OwnResponse };
  onSaved: (response: FullResponse, secret: string | undefined) => void;
  onCancelEdit: () => void;
  /** Someone already answered with this e-mail from another browser. */
  onAlreadyResponded: () => void;
  onFull: () => void;
}

export function RsvpForm({
  hang,
  full,
  editing,
  onSaved,
  onCancelEdit,
  onAlreadyResponded,
  onFull,
}: RsvpFormProps) {
  const ids = useId();
  const slotHang = hang.timeSlots.length > 0;
  const windows = windowsOf(hang);
  const submit = useSubmitResponse(hang.id);
  const update = useUpdateResponse(hang.id);
  const pending = submit.isPending || update.isPending;

  const form = useForm<GuestResponseInput, unknown, GuestResponse>({
    resolver: zodResolver(guestResponseSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: editing ? valuesOf(editing.response) : EMPTY,
  });
  const { errors } = form.formState;
  const chosen = form.watch("response");

  const answerOf = (data: Pick<GuestResponse, "response" | "timeSlotAvailability">): Answer | undefined =>
    slotHang ? overallAnswer(data.timeSlotAvailability) : data.response;

  const onError = (error: Error, updating: boolean) => {
    const failed = updating ? "Error updating response" : "Error submitting response";
    if (!isApiError(error)) {
      toast({ variant: "destructive", title: failed, description: "Please try again." });
      return;
    }
    const { message, errors: fieldErrors = {} } = error.body;
    if (error.status === 409 && message === ALREADY_RESPONDED) {
      onAlreadyResponded();
      toast({
        variant: "destructive",
        title: ALREADY_RESPONDED,
        description: "Only the browser that sent that response can change it.",
      });
    } else if (error.status === 409 && fieldErrors.response) {
      onFull();
      toast({ variant: "destructive", title: message, description: fieldErrors.response });
    } else {
      if (fieldErrors.guestName) form.setError("guestName", { message: fieldErrors.guestName });
      if (fieldErrors.guestEmail) form.setError("guestEmail", { message: fieldErrors.guestEmail });
      const description = error.status < 500 ? message : "Please try again.";
      toast({ variant: "destructive", title: failed, description });
    }
  };

  const onValid = (data: GuestResponse) => {
    const response = answerOf(data);
    if (!response) {
      toast({ variant: "destructive", ...RESPONSE_REQUIRED });
      return;
    }
    if (response === "yes" && full && !editingYes()) {
      toast({ variant: "destructive", ...hangFullMessage(hang.maxCapacity ?? 0) });
      return;
    }
    const payload: ResponsePayload = {
      guestName: data.guestName,
      guestEmail: data.guestEmail,
      isPublic: data.isPublic,
      response,
      availableTimeWindows: slotHang
        ? hang.timeSlots.filter((s) => data.timeSlotAvailability[slotKey(s)] === "yes").map(formatTimeWindow)
        : response === "yes"
          ? data.availableTimeWindows
          : [],
      timeSlotAvailability: slotHang ? data.timeSlotAvailability : {},
    };
    if (editing) {
      update.mutate(
        { own: editing.own, payload },
        {
          onSuccess: (saved) => {
            toast({ title: "Response updated!" });
            onSaved(saved, undefined);
          },
          onError: (error) => onError(error, true),
        },
      );
    } else {
      submit.mutate(payload, {
        onSuccess: ({ secret, ...saved }) => {
          toast({ title: "Response submitted!" });
          form.reset(EMPTY);
          onSaved(saved, secret);
        },
        onError: (error) => onError(error, false),
      });
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<GuestResponseInput>) => {
    const values = form.getValues();
    if (!answerOf({ response: values.response, timeSlotAvailability: values.timeSlotAvailability ?? {} })) {
      toast({ variant: "destructive", ...RESPONSE_REQUIRED });
    } else if (fieldErrors.timeSlotAvailability || fieldErrors.response) {
      toast({ variant: "destructive", title: "Error submitting response", description: "Please try again." });
    }
  };

  /** The guest being edited already holds a yes: a full hang still lets them keep it. */
  const editingYes = () => editing?.response.response === "yes";
  const slotAlreadyYes = (key: string) => editing?.response.timeSlotAvailability[key] === "yes";

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid grid-cols-1 gap-6">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-3 text-lg font-semibold">
          {slotHang ? "When can you make it?" : "Can you make it?"}
        </legend>
        {slotHang ? (
          <Controller
            control={form.control}
            name="timeSlotAvailability"
            render={({ field }) => (
              <SlotAnswers
                slots={hang.timeSlots}
                hostTimeZone={hang.hostTimezone}
                value={field.value ?? {}}
                onChange={field.onChange}
                full={full}
                alreadyYes={slotAlreadyYes}
              />
            )}
          />
        ) : (
          <>
            <Controller
              control={form.control}
              name="response"
              render={({ field }) => (
                <OverallAnswer
                  value={field.value}
                  onChange={field.onChange}
                  full={full}
                  alreadyYes={editingYes()}
                />
              )}
            />
            {chosen === "yes" && windows.length > 0 && (
              <Controller
                control={form.control}
                name="availableTimeWindows"
                render={({ field }) => (
                  <WindowChoices windows={windows} value={field.value ?? []} onChange={field.onChange} />
                )}
              />
            )}
          </>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-name`}>Your name</Label>
          <Input
            id={`${ids}-name`}
            autoComplete="name"
            placeholder="Sam"
            aria-invalid={errors.guestName ? true : undefined}
            aria-describedby={errors.guestName ? `${ids}-name-error` : undefined}
            {...form.register("guestName")}
          />
          <FieldError id={`${ids}-name-error`}>{errors.guestName?.message}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-email`}>Who's joining?</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            placeholder="sam@example.com"
            aria-invalid={errors.guestEmail ? true : undefined}
            aria-describedby={`${ids}-email-hint${errors.guestEmail ? ` ${ids}-email-error` : ""}`}
            {...form.register("guestEmail")}
          />
          <FieldHint id={`${ids}-email-hint`}>
            Enter your email to receive important details about the hang.
          </FieldHint>
          <FieldError id={`${ids}-email-error`}>{errors.guestEmail?.message}</FieldError>
        </div>
      </div>

      <Controller
        control={form.control}
        name="isPublic"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${ids}-public`}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-public`}>Make my response visible to other guests</Label>
              <FieldHint>Others will see your name and answer, never your email.</FieldHint>
            </div>
          </div>
        )}
      />

      <div className="grid gap-3 sm:flex sm:flex-row-reverse">
        <Button type="submit" size="lg" className="sm:flex-1" disabled={pending}>
          {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {pending ? "Updating..." : editing ? "Update Response" : "Submit Response"}
        </Button>
        {editing && (
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => {
              form.reset(EMPTY);
              onCancelEdit();
            }}
          >
            Cancel Edit
          </Button>
        )}
      </div>
    </form>
  );
}
