// Mail: how much is waiting, sent and failed; each failed message with the server's reply, retried
// one by one or all at once; and a test message that shows the SMTP conversation when it fails.
import { Trans } from "@lingui/react";
import { LoaderCircle, RotateCcw } from "lucide-react";
import { useRef } from "react";
import type { FailedMail, MailOverview } from "../../../shared/admin.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t as translate, useT } from "../../i18n/i18n.ts";
import { useFormatWhen, useMailOverview, useRetryAllMail, useRetryMail } from "./api.ts";
import { Empty, Loaded, Section, Stat } from "./parts.tsx";
import { TestMailForm } from "./test-mail-form.tsx";

export function MailTab() {
  const t = useT();
  const mail = useMailOverview();
  return (
    <Loaded query={mail}>
      {(overview) => (
        <div className="grid gap-5">
          <Section title={t("admin.tabMail")} description={<TransportLine transport={overview.transport} />}>
            <dl className="grid grid-cols-3 gap-2">
              <Stat label={t("admin.queued")} value={overview.counts.queued} />
              <Stat label={t("admin.sent24h")} value={overview.counts.sentLast24h} />
              <Stat label={t("admin.failed")} value={overview.counts.failed} tone="bad" />
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
  const t = useT();
  return transport.kind === "smtp" ? (
    <Trans
      id={"admin.sendingThrough" satisfies MessageId}
      values={{ server: transport.server }}
      components={{ 0: <code className="wrap-anywhere" /> }}
    />
  ) : (
    t("admin.devMailbox")
  );
}

function FailedMessages({ failed, total }: { failed: FailedMail[]; total: number }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const retryAll = useRetryAllMail();
  // Here, not in the row: the row is gone by the time the retry is done, and its callbacks with it.
  const retry = useRetryMail();
  // The retried message leaves the list: its heading keeps the focus in this section.
  const focusHeading = () => setTimeout(() => heading.current?.focus(), 0);
  return (
    <Section
      title={t("admin.failedMessagesCount", { total })}
      titleRef={heading}
      description={t("admin.failedMessagesText")}
      action={
        failed.length > 0 && (
          <Button
            variant="outline"
            className="h-11"
            disabled={retryAll.isPending}
            onClick={() =>
              retryAll.mutate(undefined, {
                onSuccess: ({ retried }) => {
                  toast({ title: translate("admin.retriedAll", { count: retried }) });
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
            {t("admin.retryAll")}
          </Button>
        )
      }
    >
      {failed.length === 0 ? (
        <Empty>{t("admin.noFailedMessages")}</Empty>
      ) : (
        <ul aria-label={t("admin.failedMessages")} className="grid rounded-2xl border">
          {failed.map((message) => (
            <FailedRow
              key={message.id}
              message={message}
              busy={retry.isPending}
              onRetry={() =>
                retry.mutate(message.id, {
                  onSuccess: () => {
                    toast({ title: translate("admin.retried") });
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
  const t = useT();
  const formatWhen = useFormatWhen();
  const names = { kind: message.kind, recipient: message.recipient };
  return (
    <li className="grid gap-2 border-b px-4 py-3 last:border-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere">{t("admin.mailTo", names)}</p>
          <p className="text-sm text-muted-foreground">
            {t("admin.failedAfter", { when: formatWhen(message.failedAt), attempts: message.attempts })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="h-11 px-4"
          aria-label={t("admin.retryMail", names)}
          disabled={busy}
          onClick={onRetry}
        >
          <RotateCcw aria-hidden="true" />
          {t("admin.retry")}
        </Button>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">{t("admin.serverReply")}</p>
        <pre className="rounded-lg bg-muted px-3 py-2 text-xs whitespace-pre-wrap wrap-anywhere">
          {message.reply ?? t("admin.noReply")}
        </pre>
      </div>
    </li>
  );
}
