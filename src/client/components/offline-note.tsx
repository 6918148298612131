// Said beside a send button while the browser is offline: the request waits (TanStack Query
// pauses it) and goes out by itself once the connection is back, so the person is told so rather
// than left watching a spinner.
import { useT } from "../i18n/i18n.ts";
import { cn } from "../lib/cn.ts";

/** `paused`: the mutation's isPaused — it was started offline and waits for the network. */
export function OfflineNote({ paused, className }: { paused: boolean; className?: string }) {
  const t = useT();
  return (
    // Always in the page so screen readers announce the text when it appears.
    <p role="status" className={cn("text-sm font-medium text-foreground", !paused && "sr-only", className)}>
      {paused ? t("shell.offlineQueued") : ""}
    </p>
  );
}

/** A send that never reached the server (offline, or the connection dropped mid-way). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
