// Everything a request or a job needs, built once at start: database, job queue, mail, secrets.
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { serverKey } from "./db/server-key.ts";
import { seedLocationSuggestions } from "./features/location-suggestions/mutations.ts";
import { type ResponseSecrets, responseSecrets } from "./http/response-secrets.ts";
import { JobQueue } from "./jobs/queue.ts";
import { composeMail } from "./mail/compose.ts";
import { deliverMail, releaseInterruptedClaims } from "./mail/deliver.ts";
import { createTransport, type MailTransport } from "./mail/transport.ts";

export interface ServerContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  secrets: ResponseSecrets;
  transport: MailTransport;
  /** Stops the workers (jobs in hand finish) and the mail transport; the database stays open. */
  stop(): Promise<void>;
}

export async function createContext(
  config: Config,
  database: Database,
  options: { runWorkers?: boolean } = {},
): Promise<ServerContext> {
  const { db } = database;
  const secrets = responseSecrets(await serverKey(db, config.sessionSecret));
  // The location dialog's local suggestions: the operator's file fills an empty table, once.
  await seedLocationSuggestions(
    db,
    config.locationSuggestionsFile,
    config.logLevel === "info" ? console.log : undefined,
  );
  const transport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db,
    log: config.logLevel === "info",
  });
  const jobs = new JobQueue(database, config.jobs);
  const soleOwner = database.kind === "embedded";
  await jobs.prepare({ soleOwner });
  if (soleOwner) await releaseInterruptedClaims(db);
  if (options.runWorkers ?? true) {
    const compose = composeMail({ db, publicUrl: config.publicUrl, secrets });
    const domain = new URL(config.publicUrl).hostname;
    jobs.work({
      mail: deliverMail({ db, transport, compose, domain, claimSeconds: config.jobs.expireSeconds }),
    });
  }
  return {
    config,
    database,
    db,
    jobs,
    secrets,
    transport,
    async stop() {
      await jobs.stop();
      transport.close();
    },
  };
}
