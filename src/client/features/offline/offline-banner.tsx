// What a hang's page says offline: over a hang drawn from this device's copy, that it is that copy
// and when it was saved (and that a waiting answer goes once the connection is back); for a hang
// this device never kept, that it will show once back online. Said in a status region, which
// announces without taking the focus.
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { intlLocale, type PageLocale } from "../../../shared/i18n/locales.ts";
import { dateTimeFormat } from "../../../shared/intl-formats.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { oldestKeptRead, subscribeToKeptReads } from "../../lib/kept-reads.ts";
import { subscribeToOutbox, waitingAnswers } from "./outbox-store.ts";

/** Calls `run` when the browser is back online. */
function useOnline(run: () => void): void {
  useEffect(() => {
    window.addEventListener("online", run);
    return () => window.removeEventListener("online", run);
  }, [run]);
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * While the page shows kept copies of the hang's reads, it reads them again: at once when the
 * browser says it is back online, and, while it says so, again and again less often (the network
 * may come back a moment after the browser says so, or the server may have been the one away).
 */
function useReadAgainWhileKept(hangId: string, keptAt: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!keptAt) return;
    const readAgain = () =>
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(hangId) });
    let wait = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const retry = () => {
      if (navigator.onLine) readAgain();
      wait = Math.min(wait * 2, LAST_RETRY_MS);
      timer = setTimeout(retry, wait);
    };
    timer = setTimeout(retry, wait);
    window.addEventListener("online", readAgain);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", readAgain);
    };
  }, [hangId, keptAt, queryClient]);
}

export function OfflineBanner({ hangId }: { hangId: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const keptAt = useSyncExternalStore(subscribeToKeptReads, () => oldestKeptRead(`/api/hangs/${hangId}`));
  const waiting = useSyncExternalStore(subscribeToOutbox, () => hangId in waitingAnswers());
  // Once the hang can be read again, the page is current and this banner goes.
  useReadAgainWhileKept(hangId, keptAt);
  const when =
    keptAt &&
    dateTimeFormat(intlLocale(i18n.locale as PageLocale), { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(keptAt),
    );
  return (
    // Always in the page, so its text is announced when it appears.
    <div
      role="status"
      className={
        when
          ? "mb-5 flex gap-3 rounded-xl border border-orange-200 bg-accent p-4 text-accent-foreground"
          : undefined
      }
    >
      {when && (
        <>
          <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1 text-sm">
            <p className="font-semibold">{t("offline.banner")}</p>
            <p>{t("offline.savedAt", { when })}</p>
            {waiting && <p className="font-medium">{t("offline.answerWaiting")}</p>}
          </div>
        </>
      )}
    </div>
  );
}

/** The hang could not be read and this device kept no copy of it. */
export function HangUnreachable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  useOnline(onRetry);
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <WifiOff className="size-10 text-orange-300" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("offline.unreachableHeading")}</h1>
        <p className="text-muted-foreground">{t("offline.unreachableText")}</p>
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          {t("offline.tryAgain")}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A read that failed because this browser is offline (not because the server said no). */
export const failedOffline = (error: unknown): boolean => error instanceof TypeError && !navigator.onLine;
