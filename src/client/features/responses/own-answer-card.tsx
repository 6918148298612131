import { CircleCheck, PencilLine, UserPlus } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { RemoveResponseButton } from "../account/remove-response-button.tsx";
import type { Hang } from "../hangs/api.ts";
import { AnswerSummary } from "./answer-summary.tsx";
import type { FullResponse } from "./api.ts";
import { useFocusOnShow } from "./focus-on-show.ts";
import { WaitlistNote } from "./waitlist-note.tsx";

/**
 * What the guest who answered sees instead of the form (this browser answered, or is signed in with
 * the address): their answer and one clear way to change it; answering for someone else and
 * removing the answer are there, quieter.
 */
export function OwnAnswerCard({
  hang,
  response,
  own,
  takeFocus,
  onEdit,
  onSubmitNew,
  onRemoved,
}: {
  hang: Hang;
  response: FullResponse;
  own: OwnResponse;
  /** Shown because the guest left the form (Cancel Edit): start at the answer. */
  takeFocus: boolean;
  onEdit: () => void;
  onSubmitNew: () => void;
  onRemoved: () => void;
}) {
  const t = useT();
  const heading = useFocusOnShow(takeFocus);
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight outline-none"
        >
          <CircleCheck className="size-5 text-green-700" aria-hidden="true" />
          {t("responses.yourAnswer")}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AnswerSummary hang={hang} response={response} />
        <WaitlistNote hang={hang} response={response} />
        <Button size="lg" className="w-full sm:w-fit" onClick={onEdit}>
          <PencilLine aria-hidden="true" />
          {t("responses.editResponse")}
        </Button>
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row">
          <Button variant="ghost" className="w-full sm:w-fit" onClick={onSubmitNew}>
            <UserPlus aria-hidden="true" />
            {t("responses.answerForSomeoneElse")}
          </Button>
          <RemoveResponseButton hangId={hang.id} hangName={hang.name} own={own} onRemoved={onRemoved} />
        </div>
      </CardContent>
    </Card>
  );
}
