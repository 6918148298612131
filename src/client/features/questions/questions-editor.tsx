// The host's questions on the create and edit forms: up to three, each a short text or one choice
// from a list, optional or required, answered for the host alone (the default) or for everyone.
import { MessageCircleQuestion, Plus } from "lucide-react";
import { Suspense, useId } from "react";
import { MAX_QUESTIONS } from "../../../shared/questions.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { FormSection } from "../hangs/form-section.tsx";
import type { QuestionsEditorState } from "./use-questions-editor.ts";

const QuestionDraftFields = lazyChunk(() =>
  import("./question-draft-fields.tsx").then((m) => ({ default: m.QuestionDraftFields })),
);

export function QuestionsEditor({ editor }: { editor: QuestionsEditorState }) {
  const id = useId();
  const t = useT();
  return (
    <div ref={editor.root as React.RefObject<HTMLDivElement | null>} className="grid">
      <FormSection
        icon={<MessageCircleQuestion aria-hidden="true" />}
        title={t("questions.heading")}
        titleId={`${id}-title`}
        description={t("questions.hint", { max: MAX_QUESTIONS })}
      >
        <Suspense fallback={null}>
          {editor.drafts.map((draft, index) => (
            <QuestionDraftFields key={draft.key} draft={draft} index={index} editor={editor} />
          ))}
        </Suspense>
        {editor.canAdd ? (
          <Button variant="outline" className="justify-self-start" onClick={editor.add}>
            <Plus aria-hidden="true" />
            {t("questions.add")}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t("questions.atMost", { max: MAX_QUESTIONS })}</p>
        )}
      </FormSection>
    </div>
  );
}
