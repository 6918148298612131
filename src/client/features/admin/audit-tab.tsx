// The audit log: what admins did, by whom and to which account (by name, never an address).
import type { AdminAction, AuditEntry } from "../../../shared/admin.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { useAudit, useFormatWhen } from "./api.ts";
import { Empty, Loaded, Section } from "./parts.tsx";

/** Each recorded action's name on the page; an action this page does not know keeps the server's. */
const ACTION_LABELS: Record<AdminAction, MessageId> = {
  "account.disable": "admin.actionAccountDisable",
  "account.enable": "admin.actionAccountEnable",
  "account.delete": "admin.actionAccountDelete",
  "account.invite": "admin.actionAccountInvite",
  "mail.retry": "admin.actionMailRetry",
  "mail.retry-all": "admin.actionMailRetryAll",
  "mail.test": "admin.actionMailTest",
};

export function AuditTab() {
  const t = useT();
  const formatWhen = useFormatWhen();
  const audit = useAudit();
  const label = (entry: AuditEntry) =>
    Object.hasOwn(ACTION_LABELS, entry.action) ? t(ACTION_LABELS[entry.action as AdminAction]) : entry.label;
  return (
    <Loaded query={audit}>
      {(entries) => (
        <Section title={t("admin.auditLog")} description={t("admin.auditText")}>
          {entries.length === 0 ? (
            <Empty>{t("admin.noActions")}</Empty>
          ) : (
            <ul aria-label={t("admin.auditLog")} className="grid rounded-2xl border">
              {entries.map((entry) => (
                <li key={entry.id} className="grid gap-0.5 border-b px-4 py-3 last:border-0">
                  <p className="font-medium wrap-anywhere">
                    {label(entry)}
                    {entry.target ? `: ${entry.target}` : ""}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {entry.actor} · {formatWhen(entry.at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
    </Loaded>
  );
}
