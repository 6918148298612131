// The host view's "Answers you added": the button that opens "Add someone's answer", and the answers
// the host entered, each still theirs to change or remove, or confirmed by its person.
import { Pencil, Trash2, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { Hang } from "../hangs/api.ts";
import { type EnteredAnswer, useEnteredAnswers, useRemoveEnteredAnswer } from "./api.ts";

// The dialog (and Radix's dialog with it) downloads when the host first opens it.
const EnteredAnswerDialog = lazyChunk(() =>
  import("./entered-answer-dialog.tsx").then((m) => ({ default: m.EnteredAnswerDialog })),
);

export function EnteredAnswers({ hang, editToken }: { hang: Hang; editToken: string | undefined }) {
  const t = useT();
  const entered = useEnteredAnswers(hang.id, editToken).data ?? [];
  const remove = useRemoveEnteredAnswer(hang.id, editToken);
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState<EnteredAnswer>();
  const addButton = useRef<HTMLButtonElement>(null);
  const closed = !hang.isCancelled;

  const openFor = (answer: EnteredAnswer | undefined) => {
    setChanging(answer);
    setOpen(true);
  };
  const removeAnswer = (answer: EnteredAnswer) =>
    remove.mutate(answer.id, {
      onSuccess: () => {
        toast({ title: t("hostAnswers.removed") });
        // The row and its buttons are gone: the focus goes to the button that adds one.
        addButton.current?.focus();
      },
      onError: (error) =>
        toast({ title: isApiError(error) ? error.body.message : String(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <UserPlus className="size-5 text-primary" aria-hidden="true" />
          {t("hostAnswers.heading")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t("hostAnswers.intro")}</p>
        {entered.length > 0 && (
          <ul className="grid gap-2">
            {entered.map((answer) => (
              <li
                key={answer.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{answer.guestName}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {answer.guestEmail || t("hostAnswers.noEmail")}
                  </p>
                  <Badge variant={answer.hostEntry === "confirmed" ? "success" : "outline"} className="mt-1">
                    {answer.hostEntry === "confirmed" ? t("hostAnswers.confirmed") : t("hostAnswers.waiting")}
                  </Badge>
                </div>
                {answer.hostEntry === "host" && closed && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="lg"
                      aria-label={t("hostAnswers.changeLabel", { name: answer.guestName })}
                      onClick={() => openFor(answer)}
                    >
                      <Pencil aria-hidden="true" />
                      {t("hostAnswers.change")}
                    </Button>
                    <Button
                      variant="outline"
                      size="lg"
                      className="text-destructive hover:text-destructive"
                      aria-label={t("hostAnswers.removeLabel", { name: answer.guestName })}
                      disabled={remove.isPending}
                      onClick={() => removeAnswer(answer)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("hostAnswers.remove")}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {closed && (
          <Button
            ref={addButton}
            variant="outline"
            size="lg"
            // Long words (German, the pseudo-locale) wrap instead of pushing past a 360 px screen.
            className="h-auto min-h-12 w-full whitespace-normal text-center sm:w-fit"
            onClick={() => openFor(undefined)}
          >
            <UserPlus aria-hidden="true" />
            {t("hostAnswers.add")}
          </Button>
        )}
      </CardContent>
      <LoadWhen when={open}>
        <EnteredAnswerDialog
          hang={hang}
          editToken={editToken}
          answer={changing}
          open={open}
          onOpenChange={setOpen}
        />
      </LoadWhen>
    </Card>
  );
}
