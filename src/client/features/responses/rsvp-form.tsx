import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, type FieldErrors, useForm, useWatch } from "react-hook-form";
import { hangFullMessage } from "../../../shared/capacity.ts";
import {
  type Answer,
  type GuestResponse,
  type GuestResponseInput,
  guestResponseSchema,
  overallAnswer,
  RESPONSE_REQUIRED,
  sameEmail,
} from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import type { Hang } from "../hangs/api.ts";
import { OverallAnswer, SlotAnswers, WindowChoices } from "./answer-choices.tsx";
import type { FullResponse, ResponsePayload } from "./api.ts";
import { GuestFields } from "./guest-fields.tsx";
import { windowsOf } from "./slot-groups.tsx";
import { type SaveCallbacks, useSaveResponse } from "./use-save-response.ts";

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

export interface RsvpFormProps extends Omit<SaveCallbacks, "onFieldError"> {
  hang: Hang;
  full: boolean;
  /** The response being edited (this browser's own), or undefined for a new response. */
  editing?: { response: FullResponse; own: OwnResponse };
  /** An e-mail someone else already answered with: while it is typed, the form offers to change it. */
  takenEmail?: string;
  onCancelEdit: () => void;
  /** The name and e-mail as typed, for the activity panel. */
  onIdentityChange?: (name: string, email: string) => void;
  /** The first time the guest touches the form (the welcome dialog's "visited" flag). */
  onUsed?: () => void;
}

export function RsvpForm({
  hang,
  full,
  editing,
  takenEmail,
  onCancelEdit,
  onIdentityChange,
  onUsed,
  ...callbacks
}: RsvpFormProps) {
  const ids = useId();
  const slotHang = hang.timeSlots.length > 0;
  const windows = windowsOf(hang);

  const form = useForm<GuestResponseInput, unknown, GuestResponse>({
    resolver: zodResolver(guestResponseSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: editing ? valuesOf(editing.response) : EMPTY,
  });
  const { save, pending } = useSaveResponse(hang.id, {
    ...callbacks,
    onFieldError: (field, message) => form.setError(field, { message }),
  });
  const chosen = form.watch("response");
  const [name = "", email = ""] = useWatch({ control: form.control, name: ["guestName", "guestEmail"] });
  useEffect(() => onIdentityChange?.(name, email), [name, email, onIdentityChange]);
  const emailTaken = !editing && takenEmail !== undefined && sameEmail(email, takenEmail);

  const answerOf = (data: Pick<GuestResponse, "response" | "timeSlotAvailability">): Answer | undefined =>
    slotHang ? overallAnswer(data.timeSlotAvailability) : data.response;
  /** The guest being edited already holds a yes: a full hang still lets them keep it. */
  const editingYes = () => editing?.response.response === "yes";
  const slotAlreadyYes = (key: string) => editing?.response.timeSlotAvailability[key] === "yes";

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
    save(payload, editing?.own, () => form.reset(EMPTY));
  };

  const onInvalid = (fieldErrors: FieldErrors<GuestResponseInput>) => {
    const values = form.getValues();
    if (!answerOf({ response: values.response, timeSlotAvailability: values.timeSlotAvailability ?? {} })) {
      toast({ variant: "destructive", ...RESPONSE_REQUIRED });
    } else if (fieldErrors.timeSlotAvailability || fieldErrors.response) {
      toast({ variant: "destructive", title: "Error submitting response", description: "Please try again." });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onChangeCapture={onUsed}
      onClickCapture={onUsed}
      className="grid grid-cols-1 gap-6"
    >
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

      <GuestFields form={form} ids={ids} />

      <div className="grid gap-3 sm:flex sm:flex-row-reverse">
        {emailTaken ? (
          // Sending the same e-mail again would only be refused again.
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="sm:flex-1"
            onClick={() => {
              form.setValue("guestEmail", "");
              form.setFocus("guestEmail");
            }}
          >
            Use a different email
          </Button>
        ) : (
          <Button type="submit" size="lg" className="sm:flex-1" disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {pending ? "Updating..." : editing ? "Update Response" : "Submit Response"}
          </Button>
        )}
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
