import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useState } from "react";
import { type Answer, overallAnswer, sameEmail } from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { CheckCalendarButton } from "../calendar-check/check-calendar-button.tsx";
import type { Hang } from "../hangs/api.ts";
import { OverallAnswer, SlotAnswers, type SlotNote, WindowChoices } from "./answer-choices.tsx";
import type { FullResponse, ResponsePayload } from "./api.ts";
import { ExistingAnswerNotice } from "./existing-answer-notice.tsx";
import { GuestFields } from "./guest-fields.tsx";
import { windowsOf } from "./slot-groups.tsx";
import { type AnswerValues, EMPTY_ANSWER, useAnswerForm } from "./use-answer-form.ts";
import { type SaveCallbacks, useSaveResponse } from "./use-save-response.ts";

function valuesOf(response: FullResponse): AnswerValues {
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
  /** Keys of the times added since the guest answered, left open by their answer: marked as new. */
  newTimes?: readonly string[];
  /** An e-mail someone else already answered with: while it is typed, the form offers to change it. */
  takenEmail?: string;
  /**
   * This guest's own answer (they proved its address): while its e-mail is typed, the form shows it
   * with Edit Response, and sending replaces it.
   */
  existing?: { response: FullResponse; own: OwnResponse; onEdit: () => void };
  /** Name, e-mail and visibility to start a new response with. */
  prefill?: Pick<AnswerValues, "guestName" | "guestEmail" | "isPublic">;
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
  newTimes,
  takenEmail,
  existing,
  prefill,
  onCancelEdit,
  onIdentityChange,
  onUsed,
  ...callbacks
}: RsvpFormProps) {
  const ids = useId();
  const t = useT();
  const slotHang = hang.timeSlots.length > 0;
  const windows = windowsOf(hang);

  const form = useAnswerForm(editing ? valuesOf(editing.response) : { ...EMPTY_ANSWER, ...prefill });
  const { save, pending } = useSaveResponse(hang.id, { ...callbacks, onFieldError: form.setError });
  const { response: chosen, guestName: name, guestEmail: email } = form.values;
  // Before the paint: what the page shows about the typed address (the "already answered" notice)
  // changes in the same frame as the form, not one frame later.
  useLayoutEffect(() => onIdentityChange?.(name, email), [name, email, onIdentityChange]);
  const emailTaken = !editing && takenEmail !== undefined && sameEmail(email, takenEmail);
  const replacing = !editing && existing !== undefined && sameEmail(email, existing.response.guestEmail);
  // Answering again starts at the notice; once shown, it never takes focus from the typing again.
  const [focusNotice, setFocusNotice] = useState(Boolean(prefill));
  useEffect(() => setFocusNotice(false), []);
  // "Busy — Dentist" / "Free" from the guest's own calendar: shown here, never sent.
  const [calendarNotes, setCalendarNotes] = useState<Record<string, SlotNote>>();

  const answerOf = (data: Pick<AnswerValues, "response" | "timeSlotAvailability">): Answer | undefined =>
    slotHang ? overallAnswer(data.timeSlotAvailability) : data.response;
  /** The guest being edited already holds a yes: a full hang still lets them keep it. */
  const editingYes = () => editing?.response.response === "yes";
  const slotAlreadyYes = (key: string) => editing?.response.timeSlotAvailability[key] === "yes";

  // The texts of RESPONSE_REQUIRED and hangFullMessage (shared with the server's refusals).
  const responseRequired = () =>
    toast({ variant: "destructive", title: t("answer.selectResponse"), description: t("answer.letUsKnow") });

  const onValid = (data: AnswerValues) => {
    const response = answerOf(data);
    if (!response) {
      responseRequired();
      return;
    }
    if (response === "yes" && full && !editingYes()) {
      toast({
        variant: "destructive",
        title: t("answer.hangFull"),
        description: t("answer.spotsTakenMaybe", { capacity: hang.maxCapacity ?? 0 }),
      });
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
    save(payload, editing?.own ?? (replacing ? existing?.own : undefined), () => form.reset());
  };

  // The name or e-mail needs fixing (their messages show under them); say so too if nothing is answered.
  const onInvalid = (values: AnswerValues) => {
    if (!answerOf(values)) responseRequired();
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
          {slotHang ? t("answer.whenCanYou") : t("answer.canYou")}
        </legend>
        {slotHang ? (
          <>
            <CheckCalendarButton
              slots={hang.timeSlots}
              hostTimeZone={hang.hostTimezone}
              email={email}
              answers={form.values.timeSlotAvailability}
              full={full}
              alreadyYes={slotAlreadyYes}
              onUse={(answers, notes) => {
                form.set("timeSlotAvailability", answers);
                setCalendarNotes(notes);
              }}
            />
            <SlotAnswers
              slots={hang.timeSlots}
              hostTimeZone={hang.hostTimezone}
              value={form.values.timeSlotAvailability}
              onChange={(value) => form.set("timeSlotAvailability", value)}
              full={full}
              alreadyYes={slotAlreadyYes}
              notes={calendarNotes}
              askedAgain={newTimes}
            />
          </>
        ) : (
          <>
            <OverallAnswer
              value={chosen}
              onChange={(value) => form.set("response", value)}
              full={full}
              alreadyYes={editingYes()}
            />
            {chosen === "yes" && windows.length > 0 && (
              <WindowChoices
                windows={windows}
                value={form.values.availableTimeWindows}
                onChange={(value) => form.set("availableTimeWindows", value)}
              />
            )}
          </>
        )}
      </fieldset>

      <GuestFields form={form} ids={ids} />

      {replacing && existing && (
        <ExistingAnswerNotice
          hang={hang}
          response={existing.response}
          onEdit={existing.onEdit}
          takeFocus={focusNotice}
        />
      )}

      <div className="grid gap-3 sm:flex sm:flex-row-reverse">
        {emailTaken ? (
          // Sending the same e-mail again would only be refused again.
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="sm:flex-1"
            onClick={() => {
              form.set("guestEmail", "");
              form.focus("guestEmail");
            }}
          >
            {t("answer.useDifferentEmail")}
          </Button>
        ) : (
          <Button type="submit" size="lg" className="sm:flex-1" disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {pending
              ? t("answer.updating")
              : editing
                ? t("answer.updateResponse")
                : replacing
                  ? t("answer.submitNewResponse")
                  : t("answer.submitResponse")}
          </Button>
        )}
        {(editing || prefill) && (
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => {
              form.reset();
              onCancelEdit();
            }}
          >
            {t("answer.cancelEdit")}
          </Button>
        )}
      </div>
    </form>
  );
}
