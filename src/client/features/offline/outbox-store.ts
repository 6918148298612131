// Answers given while offline, kept in this browser until they are sent: in localStorage, so they
// outlive the tab (a phone dropping it, the person closing it). One per hang: a later answer
// replaces an earlier one, as it would have online. Small and free of the app's code: the entry
// reads it at every start to see whether anything waits (offline/app-worker.ts).
import type { OwnResponse } from "../../lib/storage.ts";
import type { ResponsePayload } from "../responses/api.ts";

const OUTBOX = "hangs.answerOutbox";
/** Said on window when the outbox changes in this tab (other tabs hear a "storage" event). */
const CHANGED = "hangs-outbox-changed";

export interface WaitingAnswer {
  hangId: string;
  /** The answer it changes, with the secret that proves it; absent for a new answer. */
  own?: OwnResponse;
  payload: ResponsePayload;
  /** When it was given (ISO). */
  keptAt: string;
}

/** Where the outbox lives when the browser refuses storage (a private mode): this page only. */
let inPage: Record<string, WaitingAnswer> | undefined;

export function waitingAnswers(): Record<string, WaitingAnswer> {
  if (inPage) return inPage;
  try {
    const value = JSON.parse(window.localStorage.getItem(OUTBOX) ?? "{}") as unknown;
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, WaitingAnswer>)
      : {};
  } catch {
    return {};
  }
}

function write(outbox: Record<string, WaitingAnswer>): void {
  try {
    if (Object.keys(outbox).length === 0) window.localStorage.removeItem(OUTBOX);
    else window.localStorage.setItem(OUTBOX, JSON.stringify(outbox));
    inPage = undefined;
  } catch {
    inPage = outbox;
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function keepWaitingAnswer(answer: Omit<WaitingAnswer, "keptAt">): void {
  write({ ...waitingAnswers(), [answer.hangId]: { ...answer, keptAt: new Date().toISOString() } });
}

export function dropWaitingAnswer(hangId: string): void {
  const { [hangId]: _sent, ...rest } = waitingAnswers();
  write(rest);
}

export const hasWaitingAnswers = (): boolean => Object.keys(waitingAnswers()).length > 0;

/** Calls `listener` when the outbox changes here or in another tab. */
export function subscribeToOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", onStorage);
  };
}
