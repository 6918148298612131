// Everything a request or a job needs, built once at start: database, job queue, mail, secrets.
import { createSignIn, type SignIn } from "./auth/sign-in.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { serverKey } from "./db/server-key.ts";
import { type Live, startLive } from "./features/live/live.ts";
import { seedLocationSuggestions } from "./features/location-suggestions/mutations.ts";
import { mailReads } from "./features/mail-reads.ts";
import { closeAnswersAtDeadline } from "./features/nudges/deadline.ts";
import { expireAlbums } from "./features/photos/expiry.ts";
import { NewAnswers } from "./features/responses/new-answers.ts";
import { type SeriesOpener, startSeriesOpener } from "./features/series/sweep.ts";
import { deliverWebhooks } from "./features/webhooks/deliver.ts";
import { webhookFetchOptions } from "./features/webhooks/fetch-options.ts";
import { createRateLimits, type RateLimits } from "./http/rate-limits.ts";
import { type ResponseSecrets, responseSecrets } from "./http/response-secrets.ts";
import { JobQueue } from "./jobs/queue.ts";
import { log, setLogLevel } from "./log.ts";
import { composeMail } from "./mail/compose.ts";
import { deliverMail, releaseInterruptedClaims } from "./mail/deliver.ts";
import { applySentJournal, SentJournal, sentJournalFile } from "./mail/sent-journal.ts";
import { createTransport, type MailTransport } from "./mail/transport.ts";
import { countRefusals } from "./ops/counted-limits.ts";
import { createMetrics, type Metrics } from "./ops/metrics.ts";
import { Readiness } from "./ops/readiness.ts";

export interface ServerContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
  /** Sign-in through the configured OpenID provider (or the built-in one), and sessions. */
  signIn: SignIn;
  limits: RateLimits;
  transport: MailTransport;
  /** Open live hang pages and the listening connection that feeds them. */
  live: Live;
  /** Readiness (and the drain after SIGTERM) and metrics: src/server/ops. */
  ops: { readiness: Readiness; metrics: Metrics };
  /** The time rules like the answer-by date are judged by; tests move it. */
  clock: Clock;
  /** New answers arriving together, written together. */
  newAnswers: NewAnswers;
  /** Opens standing hangs' rounds when due; wake it after a series is set up or changed. */
  series: SeriesOpener;
  /** Ends live streams, stops the workers (jobs in hand finish) and mail; the database stays open. */
  stop(): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export async function createContext(
  config: Config,
  database: Database,
  options: { runWorkers?: boolean } = {},
): Promise<ServerContext> {
  const { db } = database;
  setLogLevel(config.logLevel);
  const key = await serverKey(db, config.sessionSecret);
  const secrets = responseSecrets(key);
  const signIn = createSignIn(config, db, key);
  const metrics = createMetrics(database);
  // The location dialog's local suggestions: the operator's file fills an empty table, once.
  await seedLocationSuggestions(db, config.locationSuggestionsFile, (message) =>
    log.info({ event: "location_suggestions_seeded" }, message),
  );
  const limits = countRefusals(
    await createRateLimits(config.rateLimits, { pool: database.pool, trustProxy: config.trustProxy }),
    metrics.countRefusal,
  );
  const transport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db,
    dkim: config.dkim,
  });
  const jobs = new JobQueue(database, config.jobs);
  const clock: Clock = { now: () => new Date(Date.now() + config.clockOffsetMs) };
  const soleOwner = database.kind === "embedded";
  const domain = new URL(config.publicUrl).hostname;
  await jobs.prepare({ soleOwner });
  let journal: SentJournal | undefined;
  if (soleOwner) {
    // What the relay accepted before a crash is sent; only what it had not is released to be sent.
    await applySentJournal(db, sentJournalFile(config.dataDir), domain);
    await releaseInterruptedClaims(db);
  }
  if (options.runWorkers ?? true) {
    if (soleOwner) journal = new SentJournal(sentJournalFile(config.dataDir));
    const compose = composeMail({
      read: mailReads(db),
      publicUrl: config.publicUrl,
      secrets,
      pseudoLocale: config.pseudoLocale,
      allowsMailTo: limits.allowsMailTo,
    });
    jobs.work({
      mail: deliverMail({
        db,
        transport,
        compose,
        domain,
        // Half the expiry: a dead worker's job is retried as soon as it expires, and the claims it
        // made as it started are stale by then.
        claimSeconds: Math.max(1, Math.floor(config.jobs.expireSeconds / 2)),
        journal,
        onOutcome: metrics.countMail,
      }),
      deadlines: closeAnswersAtDeadline({ db, jobs, clock: () => clock.now() }),
      albums: expireAlbums({ db, jobs, days: config.photos.albumDays, clock: () => clock.now() }),
      webhooks: deliverWebhooks({
        db,
        fetch: webhookFetchOptions(config),
        retryLimit: config.jobs.retryLimit,
      }),
    });
  }
  // Every instance with workers looks for due rounds at start and on the interval (features/series).
  const series = startSeriesOpener(
    { db, jobs, clock: () => clock.now() },
    (options.runWorkers ?? true) ? config.seriesSweepMs : undefined,
  );
  const live = await startLive(database, {
    maxStreamsPerAddress: config.liveStreamsPerAddress,
    log: config.logLevel === "info",
  });
  metrics.watchLiveStreams(live.streams);
  return {
    config,
    database,
    db,
    jobs,
    clock,
    newAnswers: new NewAnswers({ db, jobs, secrets, clock, config }),
    series,
    secrets,
    signIn,
    limits,
    transport,
    live,
    ops: {
      readiness: new Readiness({
        db,
        jobs,
        dataDir: database.kind === "embedded" ? config.dataDir : undefined,
      }),
      metrics,
    },
    async stop() {
      // First, so open pages reconnect elsewhere at once instead of waiting for jobs to finish.
      await live.stop();
      await series.stop();
      await jobs.stop();
      transport.close();
      journal?.close();
    },
  };
}
