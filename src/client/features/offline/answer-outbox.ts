// Sends the answers given offline (outbox-store.ts) once the connection is back: on the browser's
// "online" event and at the app's next start online (Background Sync is not dependable enough to
// lean on). A form still open for that hang hears the outcome and shows it as for any answer;
// otherwise the person is told in a toast: sent, or not sent and why.
import { toast } from "../../components/ui/use-toast.ts";
import { t, withMessages } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { queryClient } from "../../lib/query-client.ts";
import { forgetAnswerDraft, rememberGuest, saveOwnResponse } from "../../lib/storage.ts";
import { hangKey } from "../hangs/api.ts";
import { type FullResponse, sendChangedAnswer, sendNewAnswer } from "../responses/api.ts";
import { keepOwnAnswerCopy } from "./keep-copy.ts";
import { dropWaitingAnswer, type WaitingAnswer, waitingAnswers } from "./outbox-store.ts";

export type AnswerOutcome =
  | { sent: FullResponse; secret?: string | undefined }
  /** The server answered and refused it (answers closed, the hang full…): it is not sent again. */
  | { refused: Error };

const listeners = new Map<string, (outcome: AnswerOutcome) => void>();

/** The open form for a hang hears what became of its waiting answer. */
export function onWaitingAnswer(hangId: string, listener: (outcome: AnswerOutcome) => void): () => void {
  listeners.set(hangId, listener);
  return () => {
    if (listeners.get(hangId) === listener) listeners.delete(hangId);
  };
}

/** What a toast here may say: sent from any page, which may not have come with these. */
const TOAST_MESSAGES = [
  "answer.updated",
  "answer.submitted",
  "answer.tryAgain",
  "offline.answerNotSent",
] as const;

async function settled(waiting: WaitingAnswer, outcome: AnswerOutcome): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: hangKey(waiting.hangId) });
  if ("sent" in outcome) {
    // As a form's own send does: the answer is this browser's, and the draft is done.
    const own = waiting.own ?? (outcome.secret && { responseId: outcome.sent.id, secret: outcome.secret });
    if (!waiting.own && own) saveOwnResponse(waiting.hangId, own);
    if (own) keepOwnAnswerCopy(waiting.hangId, own);
    forgetAnswerDraft(waiting.hangId);
    rememberGuest({ name: outcome.sent.guestName, email: outcome.sent.guestEmail });
  }
  const listener = listeners.get(waiting.hangId);
  if (listener) {
    listener(outcome);
    return;
  }
  await withMessages(TOAST_MESSAGES).catch(() => undefined);
  if ("sent" in outcome) {
    toast({ title: t(waiting.own ? "answer.updated" : "answer.submitted") });
  } else {
    const reason = isApiError(outcome.refused) ? outcome.refused.body.message : t("answer.tryAgain");
    toast({ variant: "destructive", title: t("offline.answerNotSent"), description: reason });
  }
}

async function sendEach(): Promise<void> {
  for (const hangId of Object.keys(waitingAnswers())) {
    // Read again before each: another tab may have sent it meanwhile.
    const waiting = waitingAnswers()[hangId];
    if (!waiting) continue;
    try {
      const answer = waiting.own
        ? await sendChangedAnswer(hangId, waiting.own, waiting.payload)
        : await sendNewAnswer(hangId, waiting.payload);
      dropWaitingAnswer(hangId);
      const { secret, ...sent } = answer as FullResponse & { secret?: string };
      void settled(waiting, { sent, secret });
    } catch (error) {
      // Still out of reach: it waits for the next try.
      if (!isApiError(error)) return;
      dropWaitingAnswer(hangId);
      void settled(waiting, { refused: error });
    }
  }
}

let sending: Promise<void> | undefined;

/** Sends every waiting answer once; tabs take turns (a Web Lock), so none is sent twice. */
export function sendWaitingAnswers(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  sending ??= (
    navigator.locks ? navigator.locks.request("hangs-answer-outbox", sendEach) : sendEach()
  ).finally(() => {
    sending = undefined;
  });
  return sending;
}
