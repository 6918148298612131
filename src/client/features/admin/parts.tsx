// Small pieces every admin section shares: a titled card, a number tile, a load state, and the
// forms' field messages.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useIntlLocale } from "./api.ts";

export function Section({
  title,
  description,
  action,
  children,
  titleRef,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** For a section whose heading takes the focus when what had it went away. */
  titleRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="outline-none">
            {title}
          </CardTitle>
          {action}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

export function Stat({ label, value, tone }: { label: string; value: number; tone?: "bad" }) {
  const locale = useIntlLocale();
  return (
    <div className="grid gap-1 rounded-xl border bg-background px-3 py-3 text-center">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn("text-2xl font-bold tabular-nums", tone === "bad" && value > 0 && "text-destructive")}
      >
        {value.toLocaleString(locale)}
      </dd>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-2 text-sm text-muted-foreground">{children}</p>;
}

/** Spinner while loading, a sentence when the read failed, else the content. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return <p className="py-6 text-center text-muted-foreground">{t("admin.loadFailed")}</p>;
  }
  return <>{children(query.data)}</>;
}

/** Label and value pairs (a definition list) that stack on phones. */
/** Labels in `<code>` are settings' own names (SIGN_UP), as the operator writes them. */
export function Facts({ items, codeLabels = [] }: { items: [string, ReactNode][]; codeLabels?: string[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-x-4">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">
            {codeLabels.includes(label) ? <code>{label}</code> : label}
          </dt>
          <dd className="-mt-2 min-w-0 wrap-anywhere sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shared schemas' field messages (in English) in the page's language. */
const FIELD_MESSAGES = new Map<string, MessageId>([
  ["Enter the address to invite", "admin.inviteAddressRequired"],
  ["Enter an address to send the test to", "admin.testAddressRequired"],
  ["Valid email is required", "admin.emailInvalid"],
]);

export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  return (message) => {
    const id = message === undefined ? undefined : FIELD_MESSAGES.get(message);
    return id ? t(id) : message;
  };
}
