// The e-mail typed is the one this guest already answered with (proven by the mailed link's secret
// or by signing in with it): the spec's notice, with that answer and Edit Response. Sending the form
// then replaces the answer ("Submit New Response").
import { CircleAlert, PencilLine } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { AnswerSummary } from "./answer-summary.tsx";
import type { FullResponse } from "./api.ts";

export function ExistingAnswerNotice({
  hang,
  response,
  onEdit,
  takeFocus,
}: {
  hang: Hang;
  response: FullResponse;
  onEdit: () => void;
  /** Opened by Submit New Response: start there. Not when it appears as the address is typed. */
  takeFocus: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first showing only
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-orange-200 bg-orange-50/60 p-4">
      <p ref={heading} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
        <CircleAlert className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t("answer.alreadyResponded")}
      </p>
      <AnswerSummary hang={hang} response={response} />
      <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onEdit}>
        <PencilLine aria-hidden="true" />
        {t("answer.editResponse")}
      </Button>
    </div>
  );
}
