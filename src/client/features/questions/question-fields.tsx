// The host's questions in the answer form: a short text field or one choice among radio tiles,
// each saying whether it is required and who will see the answer.
import { EyeOff, Users } from "lucide-react";
import { useId } from "react";
import { QUESTION_ANSWER_MAX } from "../../../shared/questions.ts";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { RADIO_TILE_CLASSES, RADIO_TILE_INPUT_CLASSES } from "../../components/ui/radio-tile.ts";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { questionProblemText } from "./problem-text.ts";
import type { QuestionAnswersState } from "./use-question-answers.ts";

export function QuestionFields({ state, hostName }: { state: QuestionAnswersState; hostName: string }) {
  const ids = useId();
  const t = useT();
  if (state.questions.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-3 text-lg font-semibold">{t("questions.fromHost", { hostName })}</legend>
      {state.questions.map((q, index) => {
        const id = `${ids}-${index}`;
        const error = questionProblemText(t, state.problems[q.id]);
        const value = state.values[q.id] ?? "";
        const describedBy = [`${id}-who`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
        const title = (
          <>
            {q.label}{" "}
            <span className="font-normal text-muted-foreground">
              ({q.required ? t("questions.requiredMark") : t("questions.optional")})
            </span>
          </>
        );
        const who = (
          <FieldHint id={`${id}-who`} className="flex items-center gap-1.5">
            {q.visibility === "everyone" ? (
              <Users className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <EyeOff className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            {q.visibility === "everyone"
              ? t("questions.everyoneSees")
              : t("questions.onlyHostSees", { hostName })}
          </FieldHint>
        );
        if (q.kind === "choice") {
          return (
            <fieldset key={q.id} className="grid min-w-0 gap-2" aria-describedby={describedBy}>
              <legend className="mb-2 text-sm font-medium">{title}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {q.options.map((option, i) => (
                  <label
                    key={option}
                    className={cn(RADIO_TILE_CLASSES, "flex min-h-11 items-center px-3 py-2 text-sm")}
                  >
                    <input
                      ref={i === 0 ? state.fieldRef(q.id) : undefined}
                      type="radio"
                      name={`${id}-choice`}
                      value={option}
                      checked={value === option}
                      required={q.required}
                      aria-invalid={error ? true : undefined}
                      onChange={() => state.set(q.id, option)}
                      className={RADIO_TILE_INPUT_CLASSES}
                    />
                    <span className="font-medium">{option}</span>
                  </label>
                ))}
              </div>
              {who}
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </fieldset>
          );
        }
        return (
          <div key={q.id} className="grid gap-2">
            <Label htmlFor={id}>{title}</Label>
            <Input
              ref={state.fieldRef(q.id)}
              id={id}
              value={value}
              maxLength={QUESTION_ANSWER_MAX}
              autoComplete="off"
              aria-required={q.required ? true : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => state.set(q.id, e.currentTarget.value)}
            />
            {who}
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
        );
      })}
    </fieldset>
  );
}
