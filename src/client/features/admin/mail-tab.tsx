// Mail: how much is waiting, sent and failed; each failed message with the server's reply, retried
// one by one or all at once; and a test message that shows the SMTP conversation when it fails.
import { LoaderCircle, RotateCcw } from "lucide-react";
import { useRef } from "react";
import type { FailedMail, MailOverview } from "../../../shared/admin.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { formatWhen, useMailOverview, useRetryAllMail, useRetryMail } from "./api.ts";
import { Empty, Loaded, Section, Stat } from "./parts.tsx";
import { TestMailForm } from "./test-mail-form.tsx";

export function MailTab() {
  const mail = useMailOverview();
  return (
    <Loaded query={mail}>
      {(overview) => (
        <div className="grid gap-5">
          <Section title="Mail" description={<TransportLine transport={overview.transport} />}>
            <dl className="grid grid-cols-3 gap-2">
              <Stat label="Queued" value={overview.counts.queued} />
              <Stat label="Sent (24 h)" value={overview.counts.sentLast24h} />
              <Stat label="Failed" value={overview.counts.failed} tone="bad" />
            </dl>
          </Section>
          <FailedMessages failed={overview.failed} total={overview.counts.failed} />
          <TestMailForm transport={overview.transport} />
        </div>
      )}
    </Loaded>
  );
}

function TransportLine({ transport }: { transport: MailOverview["transport"] }) {
  return transport.kind === "smtp" ? (
    <>
      Sending through <code className="wrap-anywhere">{transport.server}</code>.
    </>
  ) : (
    <>No SMTP_URL is set: every message is kept in the dev mailbox at /dev/mail.</>
  );
}

function FailedMessages({ failed, total }: { failed: FailedMail[]; total: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const retryAll = useRetryAllMail();
  // Here, not in the row: the row is gone by the time the retry is done, and its callbacks with it.
  const retry = useRetryMail();
  // The retried message leaves the list: its heading keeps the focus in this section.
  const focusHeading = () => setTimeout(() => heading.current?.focus(), 0);
  return (
    <Section
      title={`Failed messages (${total})`}
      titleRef={heading}
      description="Given up on after every retry. Retrying puts a message back on the queue."
      action={
        failed.length > 0 && (
          <Button
            variant="outline"
            className="h-11"
            disabled={retryAll.isPending}
            onClick={() =>
              retryAll.mutate(undefined, {
                onSuccess: ({ retried }) => {
                  toast({
                    title: retried === 1 ? "1 message queued again" : `${retried} messages queued again`,
                  });
                  focusHeading();
                },
              })
            }
          >
            {retryAll.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            Retry all
          </Button>
        )
      }
    >
      {failed.length === 0 ? (
        <Empty>No failed messages.</Empty>
      ) : (
        <ul aria-label="Failed messages" className="grid rounded-2xl border">
          {failed.map((message) => (
            <FailedRow
              key={message.id}
              message={message}
              busy={retry.isPending}
              onRetry={() =>
                retry.mutate(message.id, {
                  onSuccess: () => {
                    toast({ title: "Message queued again" });
                    focusHeading();
                  },
                })
              }
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function FailedRow({ message, busy, onRetry }: { message: FailedMail; busy: boolean; onRetry: () => void }) {
  return (
    <li className="grid gap-2 border-b px-4 py-3 last:border-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere">
            {message.kind} to {message.recipient}
          </p>
          <p className="text-sm text-muted-foreground">
            Failed {formatWhen(message.failedAt)} after{" "}
            {message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="h-11 px-4"
          aria-label={`Retry ${message.kind} to ${message.recipient}`}
          disabled={busy}
          onClick={onRetry}
        >
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">Server reply</p>
        <pre className="rounded-lg bg-muted px-3 py-2 text-xs whitespace-pre-wrap wrap-anywhere">
          {message.reply ?? "No reply recorded"}
        </pre>
      </div>
    </li>
  );
}
