// A person's own answer is read back once through the service worker, which keeps that read, so the
// page shows it offline too (a write's own answer is never kept). Small: the entry uses it when the
// first worker takes over a page (app-worker.ts), the answer form after each save.
import { getJson } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";

export function keepOwnAnswerCopy(hangId: string, own: OwnResponse): void {
  if (!navigator.serviceWorker?.controller) return;
  // The same read, with the same proof, as the page's own (responses/api.ts, useOwnResponse).
  const proof: Record<string, string> = own.secret ? { "X-Response-Secret": own.secret } : {};
  void getJson(`/api/hangs/${hangId}/responses/${own.responseId}`, proof).catch(() => undefined);
}
