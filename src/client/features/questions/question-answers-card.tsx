// The answers to the host's questions: on the host's view all of them; on the guest page those to
// "everyone sees" questions, beside the name each answer shows under (Anonymous when kept private).
import { MessageCircleQuestion } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { useQuestionAnswersList } from "./api.ts";

export function QuestionAnswersCard({ hang, editToken }: { hang: Hang; editToken?: string | undefined }) {
  const t = useT();
  const asked =
    editToken || hang.viewer.isHost
      ? hang.questions
      : hang.questions.filter((q) => q.visibility === "everyone");
  const list = useQuestionAnswersList(hang.id, editToken, asked.length > 0);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const questions = list.data?.pages[0]?.questions ?? [];
  if (asked.length === 0 || (list.isSuccess && rows.length === 0)) return null;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base" id={`${hang.id}-question-answers`}>
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden="true" />
          {t("questions.answersHeading")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.isPending ? (
          <Spinner className="size-6" />
        ) : (
          <ul className="grid gap-3" aria-labelledby={`${hang.id}-question-answers`}>
            {rows.map((row) => (
              <li key={row.id} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
                <p className="text-sm font-semibold">
                  {row.guestName === "Anonymous" ? t("answer.anonymous") : row.guestName}
                </p>
                <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-x-4">
                  {questions.map((q) => (
                    <div key={q.id} className="contents">
                      <dt className="text-muted-foreground">{q.label}</dt>
                      <dd className="break-words">{row.answers[q.id] ?? t("questions.noAnswer")}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            variant="ghost"
            className="h-11 w-fit px-2"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t("questions.showMore")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
