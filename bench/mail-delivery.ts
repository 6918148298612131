// npm run bench (part 2): 1,000 queued messages delivered by the app's mail worker to a loopback
// SMTP sink, against nodemailer sending the same 1,000 directly (the transport's own limit), on
// embedded PGlite and on PostgreSQL. The worker keeps several batches in flight (config.ts).

import os from "node:os";
import { SMTPServer } from "smtp-server";
import { createContext } from "../src/server/context.ts";
import { createHang } from "../src/server/features/hangs/mutations.ts";
import { mailReads } from "../src/server/features/mail-reads.ts";
import { composeMail } from "../src/server/mail/compose.ts";
import { deliverMail } from "../src/server/mail/deliver.ts";
import { enqueueMail, mailJob } from "../src/server/mail/mail-job.ts";
import { SentJournal, sentJournalFile } from "../src/server/mail/sent-journal.ts";
import { invitationMail } from "../src/server/mail/templates/invitation.tsx";
import { createTransport } from "../src/server/mail/transport.ts";
import { mailWords } from "../src/server/mail/words.ts";
import { createHangSchema } from "../src/shared/hang.ts";
import { makeSlot } from "../src/shared/time-slots.ts";
import {
  type BenchDatabase,
  DEFAULT_ADMIN_URL,
  openEmbeddedBench,
  openPostgresBench,
} from "./support/databases.ts";

const MESSAGES = 1000;
const WARM_UP = 200;
const GOAL_RATIO = 0.8;
const GOAL_RATE = 200;
const DIRECT_CONCURRENCY = 50;

interface Sink {
  url: string;
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

/** Accepts and counts messages without parsing them, so the sink costs the machine little. */
async function startSink(): Promise<Sink> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    reset: () => {
      received = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitForCount(sink: Sink, n: number) {
  while (sink.count() < n) await new Promise((r) => setTimeout(r, 5));
}

const recipients = Array.from({ length: MESSAGES }, (_, i) => `guest${i}@example.com`);

async function benchDatabase(bench: BenchDatabase, sink: Sink) {
  const config = { ...bench.config, smtpUrl: sink.url, logLevel: "error" as const };
  const ctx = await createContext(config, bench.database, { runWorkers: false });
  try {
    const input = createHangSchema.parse({
      name: "Bench night",
      vibe: "game-night",
      timeSlots: [makeSlot("2027-05-01"), makeSlot("2027-05-02")],
      hostName: "Bench Host",
      hostEmail: "host@example.com",
    });
    const hang = await createHang(ctx, input);

    const compose = composeMail({
      read: mailReads(ctx.db),
      publicUrl: config.publicUrl,
      secrets: ctx.secrets,
    });
    // Baseline: the same messages, composed once, sent straight through the same transport.
    const direct = createTransport({ smtpUrl: sink.url, from: config.mailFrom, db: ctx.db });
    const mail = invitationMail(mailWords(), hang, `${config.publicUrl}/hang/${hang.id}`, undefined, {
      reason: "You got this because Hana Host invited you to a hang on Hangs.",
    });
    const sendDirect = async (count: number, tag: string) => {
      for (let i = 0; i < count; i += DIRECT_CONCURRENCY) {
        await Promise.all(
          recipients
            .slice(i, Math.min(i + DIRECT_CONCURRENCY, count))
            .map((to, j) => direct.send({ ...mail, to, messageId: `<${tag}-${i + j}@bench.local>` })),
        );
      }
    };

    // Warm-up, untimed, so neither side (nor the database benchmarked first) pays for cold code: the
    // direct sends, and the queued path's reads, composing and sending without the queue.
    await sendDirect(WARM_UP, "warm-direct");
    for (const to of recipients.slice(0, WARM_UP)) {
      const warm = await compose(mailJob("invitation", hang.id, to, 1), new Map());
      if (warm) await ctx.transport.send({ ...warm, to, messageId: `<warm-${to}@bench.local>` });
    }
    await waitForCount(sink, 2 * WARM_UP);

    sink.reset();
    let started = performance.now();
    await sendDirect(MESSAGES, "direct");
    await waitForCount(sink, MESSAGES);
    const directSeconds = (performance.now() - started) / 1000;
    direct.close();

    // The app: 1,000 jobs already queued (ten transactions of 100), then the worker drains them.
    for (let i = 0; i < MESSAGES; i += 100) {
      await ctx.db.transaction(async (tx) => {
        for (const to of recipients.slice(i, i + 100))
          await enqueueMail(ctx.jobs, tx, mailJob("invitation", hang.id, to, 1));
      });
    }
    sink.reset();
    started = performance.now();
    // As the app runs: the embedded database records accepted messages in its journal first.
    const journal =
      bench.database.kind === "embedded" ? new SentJournal(sentJournalFile(config.dataDir)) : undefined;
    ctx.jobs.work({
      mail: deliverMail({
        db: ctx.db,
        transport: ctx.transport,
        compose,
        domain: "bench.local",
        claimSeconds: 60,
        journal,
      }),
    });
    await waitForCount(sink, MESSAGES);
    const queuedSeconds = (performance.now() - started) / 1000;
    journal?.close();
    return { queued: MESSAGES / queuedSeconds, direct: MESSAGES / directSeconds };
  } finally {
    await ctx.stop();
    await bench.cleanup();
  }
}

async function main() {
  console.log(
    `\nHangs mail bench — node ${process.version}, ${os.cpus().length} CPUs; ${MESSAGES} messages to a loopback SMTP sink; ` +
      `direct baseline sends ${DIRECT_CONCURRENCY} at a time through the same pooled nodemailer transport.`,
  );
  const sink = await startSink();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const rows: string[][] = [];
  let met = true;
  for (const [label, open] of [
    ["embedded (PGlite)", openEmbeddedBench],
    ["PostgreSQL", () => openPostgresBench(adminUrl)],
  ] as const) {
    const opened = await open();
    if (!opened.ok) {
      console.log(`SKIPPED ${label}: ${opened.reason}`);
      continue;
    }
    const r = await benchDatabase(opened.value, sink);
    const ratio = r.queued / r.direct;
    met &&= ratio >= GOAL_RATIO && r.queued >= GOAL_RATE;
    rows.push([label, r.queued.toFixed(0), r.direct.toFixed(0), ratio.toFixed(2)]);
  }
  await sink.close();
  const header = ["database", "queued msg/s", "direct msg/s", "queued ÷ direct"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nGoal: queued >= ${GOAL_RATIO} × direct and >= ${GOAL_RATE} msg/s — ${met ? "met" : "NOT met"}.`,
  );
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
