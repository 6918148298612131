// Instance: what runs here (version, database, migrations), its queues and live pages right now,
// and the limits and access settings in force.
import { useInstance } from "./api.ts";
import { Facts, Loaded, Section } from "./parts.tsx";

export function InstanceTab() {
  const instance = useInstance();
  return (
    <Loaded query={instance}>
      {(facts) => (
        <div className="grid gap-5">
          <Section title="This instance">
            <Facts
              items={[
                ["Version", facts.version],
                ["Database", facts.database === "embedded" ? "Embedded (PGlite)" : "PostgreSQL"],
                [
                  "Migrations",
                  `${facts.migrations.applied} of ${facts.migrations.known} applied${
                    facts.migrations.latest ? ` (latest ${facts.migrations.latest})` : ""
                  }`,
                ],
                ["Live streams open", String(facts.liveStreams)],
                ["SIGN_UP", <code key="sign-up">{facts.signUp}</code>],
                ["ANONYMOUS_HOSTS", <code key="anonymous">{String(facts.anonymousHosts)}</code>],
              ]}
            />
          </Section>
          <Section title="Queues">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Queue
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Queued
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Active
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Failed
                  </th>
                </tr>
              </thead>
              <tbody>
                {facts.queues.map((q) => (
                  <tr key={q.queue} className="border-b last:border-0">
                    <th scope="row" className="py-2 text-left font-medium">
                      {q.queue}
                    </th>
                    <td className="py-2 text-right tabular-nums">{q.queued}</td>
                    <td className="py-2 text-right tabular-nums">{q.active}</td>
                    <td className="py-2 text-right tabular-nums">{q.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title="Limits in force">
            <ul className="grid gap-2 text-sm">
              {facts.limits.map((limit) => (
                <li key={limit.name} className="grid gap-0.5">
                  <code className="text-xs text-muted-foreground">{limit.name}</code>
                  <span>{limit.rule}</span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </Loaded>
  );
}
