// One question being written on the create or edit form: its text, its kind (short text or one
// choice, with the choices), required or optional, and who sees the answers. Its own chunk: the
// form downloads it when the host adds a question (most hangs ask none).
import { Plus, Trash2, X } from "lucide-react";
import { useId } from "react";
import { MAX_OPTIONS, QUESTION_LABEL_MAX } from "../../../shared/questions.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useT } from "../../i18n/i18n.ts";
import { questionProblemText } from "./problem-text.ts";
import { RadioTiles } from "./radio-tiles.tsx";
import type { QuestionDraft, QuestionsEditorState } from "./use-questions-editor.ts";

export function QuestionDraftFields({
  draft,
  index,
  editor,
}: {
  draft: QuestionDraft;
  index: number;
  editor: QuestionsEditorState;
}) {
  const id = `${useId()}-q`;
  const t = useT();
  const n = index + 1;
  const problems = editor.problems[draft.key] ?? {};
  const set = (change: Partial<QuestionDraft>) => editor.update(draft.key, change);
  const labelError = questionProblemText(t, problems.label);
  const optionsError = questionProblemText(t, problems.options);
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border p-4">
      <legend className="flex w-full items-center justify-between gap-2 px-1 text-sm font-semibold">
        {t("questions.number", { n })}
      </legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-label`}>{t("questions.label")}</Label>
        <Input
          id={`${id}-label`}
          value={draft.label}
          maxLength={QUESTION_LABEL_MAX + 20}
          autoComplete="off"
          aria-invalid={labelError ? true : undefined}
          aria-describedby={labelError ? `${id}-label-error` : undefined}
          onChange={(e) => set({ label: e.currentTarget.value })}
        />
        <FieldError id={`${id}-label-error`}>{labelError}</FieldError>
      </div>
      <RadioTiles
        name={`${id}-kind`}
        legend={t("questions.kind")}
        options={[
          { value: "text", label: t("questions.kindText") },
          { value: "choice", label: t("questions.kindChoice") },
        ]}
        value={draft.kind}
        onChange={(kind) => set({ kind, options: draft.options.length >= 2 ? draft.options : ["", ""] })}
      />
      {draft.kind === "choice" && (
        <fieldset
          className="grid min-w-0 gap-2"
          aria-describedby={optionsError ? `${id}-options-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{t("questions.choices")}</legend>
          {draft.options.map((option, i) => {
            const error = questionProblemText(t, problems.option?.[i]);
            const optionId = `${id}-option-${i}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place, by position
              <div key={i} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    id={optionId}
                    aria-label={t("questions.choice", { n: i + 1 })}
                    value={option}
                    autoComplete="off"
                    aria-invalid={error || (optionsError && i === 0) ? true : undefined}
                    aria-describedby={error ? `${optionId}-error` : undefined}
                    onChange={(e) => {
                      const options = [...draft.options];
                      options[i] = e.currentTarget.value;
                      set({ options });
                    }}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("questions.removeChoice", { n: i + 1 })}
                    disabled={draft.options.length <= 2}
                    onClick={() => editor.removeOption(draft.key, i)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <FieldError id={`${optionId}-error`}>{error}</FieldError>
              </div>
            );
          })}
          <FieldError id={`${id}-options-error`}>{optionsError}</FieldError>
          {draft.options.length < MAX_OPTIONS && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => editor.addOption(draft.key)}
            >
              <Plus aria-hidden="true" />
              {t("questions.addChoice")}
            </Button>
          )}
        </fieldset>
      )}
      <div className="flex items-center justify-between gap-4 rounded-xl bg-accent px-4 py-3">
        <Label htmlFor={`${id}-required`} className="flex flex-col gap-1">
          <span>{t("questions.required")}</span>
          <FieldHint>{t("questions.requiredHint")}</FieldHint>
        </Label>
        <Switch
          id={`${id}-required`}
          checked={draft.required}
          onCheckedChange={(required) => set({ required })}
        />
      </div>
      <RadioTiles
        name={`${id}-visibility`}
        legend={t("questions.visibility")}
        options={[
          { value: "host", label: t("questions.visibilityHost") },
          { value: "everyone", label: t("questions.visibilityEveryone") },
        ]}
        value={draft.visibility}
        onChange={(visibility) => set({ visibility })}
      />
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start text-destructive hover:text-destructive"
        onClick={() => editor.remove(draft.key)}
      >
        <Trash2 aria-hidden="true" />
        {t("questions.remove", { n })}
      </Button>
    </fieldset>
  );
}
