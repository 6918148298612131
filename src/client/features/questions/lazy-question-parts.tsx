// The host's questions on the guest page download only for a hang that asks some: most hangs ask
// none, and their guests' page stays as small as it was.
import { type ComponentProps, Suspense } from "react";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { Hang } from "../hangs/api.ts";
import type { QuestionAnswersState } from "./use-question-answers.ts";

const Fields = lazyChunk(() => import("./question-fields.tsx").then((m) => ({ default: m.QuestionFields })));
const AnswersCard = lazyChunk(() =>
  import("./question-answers-card.tsx").then((m) => ({ default: m.QuestionAnswersCard })),
);

/** The questions in the answer form (nothing when the hang asks none). */
export function QuestionFields(props: { state: QuestionAnswersState; hostName: string }) {
  if (props.state.questions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Fields {...props} />
    </Suspense>
  );
}

/** The answers others may see (nothing when the hang asks no questions). */
export function QuestionAnswersCard(props: ComponentProps<typeof AnswersCard> & { hang: Hang }) {
  if (props.hang.questions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnswersCard {...props} />
    </Suspense>
  );
}
