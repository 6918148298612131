// Several app processes on one database. On PostgreSQL they share the work and no message goes
// out twice; the embedded database belongs to one process, and a second one refuses to start.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hangInput } from "../support/factories.ts";
import { type RunningServer, serverCommand, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const onPostgres = process.env.TEST_DB === "postgres";
let sink: SmtpSink;
const servers: RunningServer[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  await servers.at(-1)?.location.dispose();
  await sink.stop();
});

it(
  onPostgres
    ? "runs two instances that share the work"
    : "refuses a second process on the same data directory",
  async () => {
    const env = { SMTP_URL: sink.url, INVITES_PER_HANG_PER_HOUR: "500", INVITES_PER_ADDRESS_PER_HOUR: "500" };
    const first = await startServer({ env });
    servers.push(first);
    if (!onPostgres) {
      const second = spawnSync(process.execPath, serverCommand(), {
        env: { ...process.env, DATA_DIR: first.location.dataDir, PORT: "0" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/is in use by another Hangs process \(pid \d+\)/);
      return;
    }
    const second = await startServer({ location: first.location, env });
    servers.push(second);

    const create = await fetch(`${first.url}/api/hangs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(hangInput()),
    });
    const hang = await create.json();
    const addresses = Array.from({ length: 100 }, (_, i) => `guest${i}@example.com`);
    // Half the invitations reach each instance; both workers drain the one queue.
    const statuses = await Promise.all(
      addresses.map(async (email, i) => {
        const server = i % 2 === 0 ? first : second;
        const res = await fetch(`${server.url}/api/hangs/${hang.id}/invite`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-edit-token": hang.editToken },
          body: JSON.stringify({ email }),
        });
        return res.status;
      }),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    // Plus the host's own "ready" mail for the new hang.
    await sink.waitFor(101, 60_000);
    await new Promise((r) => setTimeout(r, 2000));
    const invitations = sink.received.filter((m) => m.to !== "hana@example.com");
    expect(invitations).toHaveLength(100);
    expect(new Set(invitations.map((m) => m.to)).size).toBe(100);
  },
);
