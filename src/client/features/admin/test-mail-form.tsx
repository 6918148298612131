// "Send test e-mail": one message now, not through the queue. A failure shows the whole SMTP
// conversation (the app's lines, the server's, and the connection's), credentials left out.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans } from "@lingui/react";
import { ChevronRight, CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type MailOverview,
  type TestMailInput,
  type TestMailResult,
  testMailSchema,
} from "../../../shared/admin.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { useTestMail } from "./api.ts";
import { Section, useFieldMessage } from "./parts.tsx";

export function TestMailForm({ transport }: { transport: MailOverview["transport"] }) {
  const ids = useId();
  const t = useT();
  const fieldMessage = useFieldMessage();
  const send = useTestMail();
  const [result, setResult] = useState<{ to: string; outcome: TestMailResult }>();
  const form = useForm<TestMailInput, unknown, { to: string }>({
    resolver: zodResolver(testMailSchema),
    defaultValues: { to: "" },
  });
  const error = fieldMessage(form.formState.errors.to?.message);
  return (
    <Section
      title={t("admin.testTitle")}
      description={t(transport.kind === "smtp" ? "admin.testTextSmtp" : "admin.testTextDev")}
    >
      <form
        noValidate
        className="grid gap-2"
        onSubmit={form.handleSubmit(({ to }) => {
          setResult(undefined);
          send.mutate(to, { onSuccess: (outcome) => setResult({ to, outcome }) });
        })}
      >
        <Label htmlFor={`${ids}-to`}>{t("admin.sendTo")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-to`}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("admin.testPlaceholder")}
            className="min-w-0 flex-1"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-to-error` : undefined}
            {...form.register("to")}
          />
          <Button type="submit" className="h-11 shrink-0" disabled={send.isPending}>
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {t(send.isPending ? "admin.sending" : "admin.sendTest")}
          </Button>
        </div>
        <FieldError id={`${ids}-to-error`}>{error}</FieldError>
      </form>
      {result && <TestOutcome key={JSON.stringify(result)} {...result} />}
    </Section>
  );
}

function TestOutcome({ to, outcome }: { to: string; outcome: TestMailResult }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer is the next thing to read: it takes the focus from the form.
  useEffect(() => heading.current?.focus(), []);
  const ok = outcome.delivered;
  return (
    <div
      className={`grid gap-3 rounded-xl border p-4 ${ok ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50"}`}
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold outline-none wrap-anywhere"
      >
        {ok ? (
          <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        ) : (
          <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        )}
        {ok
          ? t(outcome.via === "smtp" ? "admin.testAccepted" : "admin.testInMailbox", { to })
          : t("admin.testFailedHeading")}
      </h3>
      {!ok && outcome.error && <p className="text-sm wrap-anywhere">{outcome.error}</p>}
      {outcome.via === "dev-mailbox" && (
        <p className="text-sm">
          <Trans id={"admin.openServerbox" satisfies MessageId} components={{ 0: <DevMailboxLink /> }} />
        </p>
      )}
      {outcome.conversation.length > 0 && (
        <details open={!ok} className="group grid gap-2">
          <summary className="flex min-h-11 cursor-pointer items-center gap-1 rounded-lg text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            {t("admin.smtpConversation")}
          </summary>
          <pre className="rounded-lg bg-stone-900 px-3 py-2 text-xs leading-relaxed text-stone-100 whitespace-pre-wrap wrap-anywhere dark:bg-background dark:text-foreground">
            {outcome.conversation.join("\n")}
          </pre>
        </details>
      )}
    </div>
  );
}

/** The link in "Open the dev mailbox on this machine": its words come from the message. */
function DevMailboxLink({ children }: { children?: ReactNode }) {
  return (
    <a href="/dev/mail" className="font-medium underline underline-offset-2">
      {children}
    </a>
  );
}
