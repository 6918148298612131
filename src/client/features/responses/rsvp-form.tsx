import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { type Answer, overallAnswer, sameEmail } from "../../../shared/responses.ts";
import { formatTimeWindow, slotKey } from "../../../shared/time-slots.ts";
import { OfflineNote } from "../../components/offline-note.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { forgetAnswerDraft, type OwnResponse, rememberGuest } from "../../lib/storage.ts";
import { CheckCalendarButton } from "../calendar-check/check-calendar-button.tsx";
import type { Hang } from "../hangs/api.ts";
import { QuestionFields } from "../questions/lazy-question-parts.tsx";
import { useQuestionAnswers } from "../questions/use-question-answers.ts";
import { OverallAnswer, SlotAnswers, type SlotNote, WindowChoices } from "./answer-choices.tsx";
import { draftExtras, startingAnswer, useKeptDraft } from "./answer-draft.ts";
import { type FullResponse, type ResponsePayload, useSummary } from "./api.ts";
import { ExistingAnswerNotice } from "./existing-answer-notice.tsx";
import { GuestFields } from "./guest-fields.tsx";
import { blockedTimes, type Party, PartyFields, partyPayload, useParty } from "./party-fields.tsx";
import { ResponseRequired } from "./response-required.tsx";
import { windowsOf } from "./slot-groups.tsx";
import { type AnswerValues, useAnswerForm } from "./use-answer-form.ts";
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
  /** The address the guest's personal invitation was sent to: filled in and kept. */
  invitedEmail?: string;
  onCancelEdit: () => void;
  /** The name and e-mail as typed, for the activity panel. */
  onIdentityChange?: (name: string, email: string) => void;
  /** The first time the guest touches the form (the welcome's "visited" flag). */
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
  invitedEmail,
  onCancelEdit,
  onIdentityChange,
  onUsed,
  ...callbacks
}: RsvpFormProps) {
  const ids = useId();
  const t = useT();
  const slotHang = hang.timeSlots.length > 0;
  const windows = windowsOf(hang);

  // A new answer starts from what was typed before a reload, else from this browser's last answer.
  const [start] = useState(() =>
    editing ? valuesOf(editing.response) : startingAnswer(hang.id, prefill, invitedEmail),
  );
  const form = useAnswerForm(start);
  // A new answer's party and question answers come back after a reload too.
  const [drafted] = useState(() => (editing ? {} : draftExtras(hang.id)));
  const questions = useQuestionAnswers(hang, editing?.response.questionAnswers ?? drafted.questionAnswers);
  const { save, pending, paused, networkFailed } = useSaveResponse(hang.id, {
    ...callbacks,
    onSaved: (response, secret) => {
      forgetAnswerDraft(hang.id);
      rememberGuest({ name: response.guestName, email: response.guestEmail });
      callbacks.onSaved(response, secret);
    },
    onFieldError: form.setError,
  });
  const { response: chosen, guestName: name, guestEmail: email } = form.values;
  // Before the paint: what the page shows about the typed address (the "already answered" notice)
  // changes in the same frame as the form, not one frame later.
  useLayoutEffect(() => onIdentityChange?.(name, email), [name, email, onIdentityChange]);
  const emailTaken = !editing && takenEmail !== undefined && sameEmail(email, takenEmail);
  const replacing = !editing && existing !== undefined && sameEmail(email, existing.response.guestEmail);
  // Answering for someone else starts at their name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first showing only
  useEffect(() => {
    if (prefill) form.focus("guestName");
  }, []);
  // "Busy — Dentist" / "Free" from the guest's own calendar: shown here, never sent.
  const [calendarNotes, setCalendarNotes] = useState<Record<string, SlotNote>>();
  // Sent with nothing answered: said beside the answers, which then take the focus.
  const [answerMissing, setAnswerMissing] = useState(false);
  const answersRef = useRef<HTMLFieldSetElement>(null);
  const missingId = `${ids}-missing`;

  const answerOf = (data: Pick<AnswerValues, "response" | "timeSlotAvailability">): Answer | undefined =>
    slotHang ? overallAnswer(data.timeSlotAvailability) : data.response;
  const answered = answerOf(form.values) !== undefined;
  useEffect(() => {
    if (answered) setAnswerMissing(false);
  }, [answered]);
  /** The guest being edited already holds a yes: a full hang still lets them keep it. */
  const editingYes = () => editing?.response.response === "yes";
  const slotAlreadyYes = (key: string) => editing?.response.timeSlotAvailability[key] === "yes";
  // The party and the times full for it (decision 0065).
  const [party, setParty] = useParty(editing?.response ?? drafted);
  useKeptDraft(hang.id, !editing, form.values, {
    plusOnes: party.plusOnes,
    plusOneNames: party.plusOneNames,
    questionAnswers: questions.values,
  });
  const capacitySummary = useSummary({ hangId: hang.id }, undefined, hang.maxCapacity != null).data;
  const headsFor = (p: Party) => 1 + Math.min(p.plusOnes, hang.plusOnesAllowed);
  const fullTimes = blockedTimes(capacitySummary, headsFor(party), slotAlreadyYes);
  const blockedCount = slotHang ? fullTimes.length : full && !editingYes() ? 1 : 0;
  const changeParty = (next: Party) => {
    // Leaving the waitlist takes back the Yes given to times full for the party.
    if (party.waitlist && !next.waitlist && slotHang) {
      const kept = { ...form.values.timeSlotAvailability };
      for (const key of blockedTimes(capacitySummary, headsFor(next), slotAlreadyYes)) {
        if (kept[key] === "yes") delete kept[key];
      }
      form.set("timeSlotAvailability", kept);
    }
    setParty(next);
  };

  const onValid = (data: AnswerValues) => {
    const response = answerOf(data);
    if (!response) {
      setAnswerMissing(true);
      answersRef.current?.querySelector<HTMLButtonElement>("button[aria-pressed]:not(:disabled)")?.focus();
      return;
    }
    if (!questions.check()) return;
    if (response === "yes" && full && !editingYes() && !party.waitlist) {
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
      ...partyPayload(party, hang.plusOnesAllowed),
      ...questions.payload(),
    };
    save(payload, editing?.own ?? (replacing ? existing?.own : undefined), () => form.reset());
  };

  // The name or e-mail needs fixing (their messages show under them, the first takes the focus);
  // a missing answer is said beside the answers too.
  const onInvalid = (values: AnswerValues) => {
    if (!answerOf(values)) setAnswerMissing(true);
    questions.check({ focus: false });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onChangeCapture={onUsed}
      onClickCapture={onUsed}
      // A field the guest moves to scrolls clear of the submit bar held at the screen's foot.
      className="grid grid-cols-1 gap-6 [&_button]:scroll-mb-28 [&_input]:scroll-mb-28"
    >
      <fieldset
        ref={answersRef}
        className="grid min-w-0 gap-3"
        aria-describedby={answerMissing ? missingId : undefined}
        aria-invalid={answerMissing ? true : undefined}
      >
        <legend className="mb-3 text-lg font-semibold">
          {slotHang ? t("answer.whenCanYou") : t("answer.canYou")}
        </legend>
        <ResponseRequired id={missingId} shown={answerMissing} />
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
              full={full && !party.waitlist}
              fullTimes={party.waitlist ? undefined : fullTimes}
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
              full={full && !party.waitlist}
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

      <QuestionFields state={questions} hostName={hang.hostName} />

      <PartyFields
        needed={hang.plusOnesAllowed > 0 || hang.maxCapacity != null}
        allowed={hang.plusOnesAllowed}
        party={party}
        onChange={changeParty}
        answering={answered && answerOf(form.values) !== "no"}
        blockedCount={blockedCount}
      />

      <GuestFields form={form} ids={ids} lockedEmail={editing ? undefined : invitedEmail} />

      {replacing && existing && (
        <ExistingAnswerNotice
          hang={hang}
          response={existing.response}
          onEdit={existing.onEdit}
          takeFocus={false}
        />
      )}

      {/* Held at the foot of a phone's screen while the form is in view, clear of the home bar. */}
      <div className="sticky bottom-0 z-10 -mx-5 grid gap-2 border-t bg-card/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
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
        <OfflineNote paused={paused} />
        {networkFailed && !paused && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t("shell.offlineFailed")}
          </p>
        )}
      </div>
    </form>
  );
}
