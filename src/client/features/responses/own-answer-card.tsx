import { CircleAlert, PencilLine, RotateCcw } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { RemoveResponseButton } from "../account/remove-response-button.tsx";
import type { Hang } from "../hangs/api.ts";
import { AnswerSummary } from "./answer-summary.tsx";
import type { FullResponse } from "./api.ts";
import { WaitlistNote } from "./waitlist-note.tsx";

/**
 * What the guest who answered sees instead of the form (this browser answered, opened the mailed
 * link, or is signed in with the address): the answer, Edit Response, Submit New Response, Remove.
 */
export function OwnAnswerCard({
  hang,
  response,
  own,
  onEdit,
  onSubmitNew,
  onRemoved,
}: {
  hang: Hang;
  response: FullResponse;
  own: OwnResponse;
  onEdit: () => void;
  onSubmitNew: () => void;
  onRemoved: () => void;
}) {
  const t = useT();
  return (
    <Card className="border-orange-200">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <CircleAlert className="size-5 text-primary" aria-hidden="true" />
          {t("responses.alreadyResponded")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AnswerSummary hang={hang} response={response} />
        <WaitlistNote hang={hang} response={response} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="w-full sm:w-fit" onClick={onEdit}>
            <PencilLine aria-hidden="true" />
            {t("responses.editResponse")}
          </Button>
          <Button variant="outline" className="w-full sm:w-fit" onClick={onSubmitNew}>
            <RotateCcw aria-hidden="true" />
            {t("responses.submitNewResponse")}
          </Button>
          <RemoveResponseButton hangId={hang.id} hangName={hang.name} own={own} onRemoved={onRemoved} />
        </div>
      </CardContent>
    </Card>
  );
}
