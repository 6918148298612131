// Instance: what runs here (version, database, migrations), its queues and live pages right now,
// and the limits and access settings in force.
import { useT } from "../../i18n/i18n.ts";
import { useInstance } from "./api.ts";
import { limitText } from "./limit-text.ts";
import { Facts, Loaded, Section } from "./parts.tsx";

/** The queue table's count columns, in order. */
const QUEUE_COUNTS = ["admin.queued", "admin.active", "admin.failed"] as const;

export function InstanceTab() {
  const t = useT();
  const instance = useInstance();
  return (
    <Loaded query={instance}>
      {(facts) => (
        <div className="grid gap-5">
          <Section title={t("admin.thisInstance")}>
            <Facts
              items={[
                [t("admin.version"), facts.version],
                [t("admin.database"), facts.database === "embedded" ? t("admin.embedded") : "PostgreSQL"],
                [
                  t("admin.migrations"),
                  facts.migrations.latest
                    ? t("admin.migrationsLatest", { ...facts.migrations })
                    : t("admin.migrationsApplied", { ...facts.migrations }),
                ],
                [t("admin.liveStreams"), String(facts.liveStreams)],
                ["SIGN_UP", <code key="sign-up">{facts.signUp}</code>],
                ["ANONYMOUS_HOSTS", <code key="anonymous">{String(facts.anonymousHosts)}</code>],
              ]}
              codeLabels={["SIGN_UP", "ANONYMOUS_HOSTS"]}
            />
          </Section>
          <Section title={t("admin.queues")}>
            {/* A narrow screen scrolls the table, not the page. */}
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 font-medium">
                      {t("admin.queue")}
                    </th>
                    {QUEUE_COUNTS.map((id) => (
                      <th key={id} scope="col" className="py-2 text-right font-medium">
                        {t(id)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {facts.queues.map((q) => (
                    <tr key={q.queue} className="border-b last:border-0">
                      <th scope="row" className="py-2 text-left font-medium">
                        <code>{q.queue}</code>
                      </th>
                      <td className="py-2 text-right tabular-nums">{q.queued}</td>
                      <td className="py-2 text-right tabular-nums">{q.active}</td>
                      <td className="py-2 text-right tabular-nums">{q.failed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
          <Section title={t("admin.limits")}>
            <ul className="grid gap-2 text-sm">
              {facts.limits.map((limit) => (
                <li key={limit.name} className="grid gap-0.5">
                  <code className="text-xs text-muted-foreground">{limit.name}</code>
                  <span>{limitText(limit, t)}</span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </Loaded>
  );
}
