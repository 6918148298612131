// The audit log: what admins did, by whom and to which account (by name, never an address).
import { formatWhen, useAudit } from "./api.ts";
import { Empty, Loaded, Section } from "./parts.tsx";

export function AuditTab() {
  const audit = useAudit();
  return (
    <Loaded query={audit}>
      {(entries) => (
        <Section title="Audit log" description="The last 20 actions admins took, newest first.">
          {entries.length === 0 ? (
            <Empty>No admin actions yet.</Empty>
          ) : (
            <ul aria-label="Audit log" className="grid rounded-2xl border">
              {entries.map((entry) => (
                <li key={entry.id} className="grid gap-0.5 border-b px-4 py-3 last:border-0">
                  <p className="font-medium wrap-anywhere">
                    {entry.label}
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
