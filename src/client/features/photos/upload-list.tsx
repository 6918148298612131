// The photos being added, one row each: its name, how much has gone, and on a refusal the server's
// words with "Try again". A line for screen readers says how the whole batch is doing.
import { CircleAlert, CircleCheck, RotateCcw, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import type { UploadRow, UploadStage } from "./use-uploads.ts";

const STAGE_TEXT: Record<Exclude<UploadStage, "sending" | "failed">, MessageId> = {
  waiting: "photos.waiting",
  processing: "photos.processing",
  done: "photos.added",
};

function BatchStatus({ rows }: { rows: UploadRow[] }) {
  const t = useT();
  const busy = rows.filter((row) => row.stage !== "done" && row.stage !== "failed").length;
  const failed = rows.filter((row) => row.stage === "failed").length;
  const done = rows.filter((row) => row.stage === "done").length;
  const text = busy
    ? t("photos.progress", { count: busy })
    : [
        done ? t("photos.addedCount", { count: done }) : "",
        failed ? t("photos.failedCount", { count: failed }) : "",
      ]
        .filter(Boolean)
        .join(". ");
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

function Row({ row, onRetry, onDismiss }: { row: UploadRow; onRetry: () => void; onDismiss: () => void }) {
  const t = useT();
  const nameId = `photo-upload-${row.key}`;
  const problemId = `photo-upload-${row.key}-problem`;
  const failed = row.stage === "failed";
  const item = useRef<HTMLLIElement>(null);
  // The pressed button goes with the refusal: the focus stays on the photo's row, not the page's body.
  const retry = () => {
    onRetry();
    item.current?.focus();
  };
  return (
    <li
      ref={item}
      tabIndex={-1}
      className={cn("grid gap-2 rounded-xl border p-3 outline-none", failed && "border-destructive")}
    >
      <div className="flex min-w-0 items-center gap-2 text-sm">
        {row.stage === "done" && <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />}
        {failed && <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />}
        <span id={nameId} className="min-w-0 flex-1 truncate font-medium">
          {row.file.name}
        </span>
        {row.stage !== "failed" && (
          <span className="shrink-0 text-muted-foreground">
            {row.stage === "sending"
              ? t("photos.sending", { percent: row.percent })
              : t(STAGE_TEXT[row.stage])}
          </span>
        )}
      </div>
      {!failed && row.stage !== "done" && (
        <div
          role="progressbar"
          aria-labelledby={nameId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-200"
            style={{ width: `${row.percent}%` }}
          />
        </div>
      )}
      {failed && (
        <>
          <p id={problemId} className="text-sm text-destructive">
            {row.problem ?? t("photos.offline")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" aria-describedby={`${nameId} ${problemId}`} onClick={retry}>
              <RotateCcw aria-hidden="true" />
              {t("photos.tryAgain")}
            </Button>
            <Button size="sm" variant="ghost" aria-describedby={nameId} onClick={onDismiss}>
              <X aria-hidden="true" />
              {t("photos.dismiss")}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export function UploadList({
  rows,
  onRetry,
  onDismiss,
}: {
  rows: UploadRow[];
  onRetry: (row: UploadRow) => void;
  onDismiss: (row: UploadRow) => void;
}) {
  const t = useT();
  return (
    <>
      <BatchStatus rows={rows} />
      {rows.length > 0 && (
        <ul aria-label={t("photos.uploads")} className="grid gap-2">
          {rows.map((row) => (
            <Row key={row.key} row={row} onRetry={() => onRetry(row)} onDismiss={() => onDismiss(row)} />
          ))}
        </ul>
      )}
    </>
  );
}
