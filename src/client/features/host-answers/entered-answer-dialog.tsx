// "Add someone's answer" (and changing one the host added): name, optional e-mail, party size when
// the hang allows guests, and an answer per time with the guest form's own choices. Plain state
// and the shared rules, as the guest's form; the server checks again with the shared schema.
import { type FormEvent, useId, useRef, useState } from "react";
import { emailProblem } from "../../../shared/field-rules.ts";
import type { HostAnswerInput } from "../../../shared/host-answers.ts";
import { type Answer, GUEST_NAME_MAX, guestFieldProblems } from "../../../shared/responses.ts";
import { readTimeWindows } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { focusFirstInvalid } from "../../lib/focus-invalid.ts";
import { isApiError } from "../../lib/http.ts";
import type { Hang } from "../hangs/api.ts";
import { OverallAnswer, SlotAnswers, WindowChoices } from "../responses/answer-choices.tsx";
import { type EnteredAnswer, useSaveEnteredAnswer } from "./api.ts";

type Field = "guestName" | "guestEmail" | "plusOnes" | "answers";
type Errors = Partial<Record<Field, string>>;

interface Values {
  guestName: string;
  guestEmail: string;
  isPublic: boolean;
  plusOnes: string;
  response?: Answer;
  availableTimeWindows: string[];
  timeSlotAvailability: Record<string, Answer>;
}

const valuesOf = (answer: EnteredAnswer | undefined): Values => ({
  guestName: answer?.guestName ?? "",
  guestEmail: answer?.guestEmail ?? "",
  isPublic: answer?.isPublic ?? true,
  plusOnes: String(answer?.plusOnes ?? 0),
  response: answer && Object.keys(answer.timeSlotAvailability).length === 0 ? answer.response : undefined,
  availableTimeWindows: answer?.availableTimeWindows ?? [],
  timeSlotAvailability: answer?.timeSlotAvailability ?? {},
});

/** How many guests each person may bring (the plus-ones contract: 0 hides the field). */
const plusOnesAllowed = (hang: Hang) => (hang as { plusOnesAllowed?: number }).plusOnesAllowed ?? 0;

export function EnteredAnswerDialog({
  hang,
  editToken,
  answer,
  open,
  onOpenChange,
}: {
  hang: Hang;
  editToken: string | undefined;
  /** The answer being changed; undefined: a new one. */
  answer: EnteredAnswer | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {/* Remounted per opening, so each starts from the answer it is about. */}
        {open && (
          <EnteredAnswerForm
            hang={hang}
            editToken={editToken}
            answer={answer}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnteredAnswerForm({
  hang,
  editToken,
  answer,
  onDone,
}: {
  hang: Hang;
  editToken: string | undefined;
  answer: EnteredAnswer | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(answer));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string>();
  const save = useSaveEnteredAnswer(hang.id, editToken);
  const maxPlusOnes = plusOnesAllowed(hang);
  const withSlots = hang.timeSlots.length > 0;
  const windows = withSlots ? [] : readTimeWindows(hang.timeWindows);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const problems = (): Errors => {
    const found = guestFieldProblems({ guestName: values.guestName, guestEmail: "x@example.com" });
    const email = values.guestEmail.trim();
    const plusOnes = Number(values.plusOnes);
    const answered = withSlots
      ? Object.keys(values.timeSlotAvailability).length > 0
      : Boolean(values.response);
    return {
      guestName: found.guestName
        ? values.guestName.trim() === ""
          ? t("answer.nameRequired")
          : t("answer.tooLong", { max: GUEST_NAME_MAX })
        : undefined,
      guestEmail: email && emailProblem(email) ? t("answer.emailInvalid") : undefined,
      plusOnes:
        maxPlusOnes > 0 && !(Number.isInteger(plusOnes) && plusOnes >= 0 && plusOnes <= maxPlusOnes)
          ? t("hostAnswers.partySizeHint", { max: maxPlusOnes })
          : undefined,
      answers: answered ? undefined : t("answer.selectResponse"),
    };
  };

  const body = (): HostAnswerInput => ({
    guestName: values.guestName,
    guestEmail: values.guestEmail.trim(),
    isPublic: values.isPublic,
    ...(withSlots
      ? { timeSlotAvailability: values.timeSlotAvailability }
      : {
          response: values.response,
          availableTimeWindows: values.response === "yes" ? values.availableTimeWindows : [],
        }),
    ...(maxPlusOnes > 0 ? { plusOnes: Number(values.plusOnes) } : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems();
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setAlert(t("hostAnswers.fixErrors"));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setAlert(undefined);
    save.mutate(
      { id: answer?.id, body: body() },
      {
        onSuccess: () => {
          toast({ title: t(answer ? "hostAnswers.changed" : "hostAnswers.added") });
          onDone();
        },
        onError: (error) => {
          // The server's words, in the page's language: a taken address, a full time, a bad field.
          const fields = isApiError(error) ? (error.body.errors ?? {}) : {};
          setErrors({
            guestName: fields.guestName,
            guestEmail: fields.guestEmail,
            plusOnes: fields.plusOnes,
          });
          setAlert(isApiError(error) ? error.body.message : t("hostAnswers.fixErrors"));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  const invalid = (field: Field) => (errors[field] ? true : undefined);
  const describe = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ") || undefined;
  const title = answer ? t("hostAnswers.changeTitle", { name: answer.guestName }) : t("hostAnswers.add");

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t("hostAnswers.dialogDescription")}</DialogDescription>
      </DialogHeader>
      {alert && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          {alert}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-name`}>{t("hostAnswers.name")}</Label>
          <Input
            id={`${ids}-name`}
            autoComplete="off"
            value={values.guestName}
            onChange={(event) => set("guestName", event.target.value)}
            aria-invalid={invalid("guestName")}
            aria-describedby={describe(errors.guestName && `${ids}-name-error`)}
          />
          <FieldError id={`${ids}-name-error`}>{errors.guestName}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-email`}>{t("hostAnswers.email")}</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="off"
            value={values.guestEmail}
            onChange={(event) => set("guestEmail", event.target.value)}
            aria-invalid={invalid("guestEmail")}
            aria-describedby={describe(`${ids}-email-hint`, errors.guestEmail && `${ids}-email-error`)}
          />
          <FieldHint id={`${ids}-email-hint`}>{t("hostAnswers.emailHint")}</FieldHint>
          <FieldError id={`${ids}-email-error`}>{errors.guestEmail}</FieldError>
        </div>
      </div>
      {maxPlusOnes > 0 && (
        <div className="grid max-w-48 content-start gap-2">
          <Label htmlFor={`${ids}-plus`}>{t("hostAnswers.partySize")}</Label>
          <Input
            id={`${ids}-plus`}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxPlusOnes}
            step={1}
            value={values.plusOnes}
            onChange={(event) => set("plusOnes", event.target.value)}
            aria-invalid={invalid("plusOnes")}
            aria-describedby={describe(`${ids}-plus-hint`, errors.plusOnes && `${ids}-plus-error`)}
          />
          <FieldHint id={`${ids}-plus-hint`}>
            {t("hostAnswers.partySizeHint", { max: maxPlusOnes })}
          </FieldHint>
          <FieldError id={`${ids}-plus-error`}>{errors.plusOnes}</FieldError>
        </div>
      )}
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${ids}-public`}
          checked={values.isPublic}
          onCheckedChange={(checked) => set("isPublic", checked === true)}
          className="mt-0.5"
        />
        {/* Padding with a matching negative margin: a 44 px tap target without moving the text. */}
        <Label htmlFor={`${ids}-public`} className="-my-4 py-4">
          {t("hostAnswers.showName")}
        </Label>
      </div>
      <fieldset
        className="grid min-w-0 gap-3"
        data-invalid={invalid("answers")}
        aria-describedby={describe(errors.answers && `${ids}-answers-error`)}
      >
        <legend className="mb-2 text-sm font-semibold">
          {withSlots ? t("hostAnswers.times") : t("hostAnswers.overall")}
        </legend>
        <FieldError id={`${ids}-answers-error`}>{errors.answers}</FieldError>
        {withSlots ? (
          <SlotAnswers
            slots={hang.timeSlots}
            hostTimeZone={hang.hostTimezone}
            value={values.timeSlotAvailability}
            onChange={(next) => set("timeSlotAvailability", next)}
            full={false}
            alreadyYes={() => true}
          />
        ) : (
          <>
            <OverallAnswer
              value={values.response}
              onChange={(next) => set("response", next)}
              full={false}
              alreadyYes
            />
            {values.response === "yes" && windows.length > 1 && (
              <WindowChoices
                windows={windows}
                value={values.availableTimeWindows}
                onChange={(next) => set("availableTimeWindows", next)}
              />
            )}
          </>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" size="lg" onClick={onDone} disabled={save.isPending}>
          {t("hostAnswers.cancel")}
        </Button>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending
            ? t("hostAnswers.saving")
            : answer
              ? t("hostAnswers.saveChange")
              : t("hostAnswers.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
