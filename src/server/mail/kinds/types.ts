import type { Db } from "../../db/client.ts";
import type { HangRow } from "../../db/schema.ts";
import type { ResponseSecrets } from "../../http/response-secrets.ts";
import type { ComposedMail } from "../deliver.ts";
import type { MailJob } from "../mail-job.ts";

/** What a composer gets besides the job: the hang as it is now, and ways to read more. */
export interface ComposeContext {
  db: Db;
  hang: HangRow;
  publicUrl: string;
  /** `${publicUrl}/hang/${hang.id}` */
  hangUrl: string;
  secrets: ResponseSecrets;
}

/**
 * Builds one kind of message from current data; null when there is nothing to send any more
 * (for example the hang changed since a reminder was planned, or the answer is gone).
 */
export type Composer = (
  job: MailJob,
  ctx: ComposeContext,
) => Promise<ComposedMail | null> | ComposedMail | null;
