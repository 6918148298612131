// Builds a message from the data as it is at send time, with the composer for its kind.
import type { Db } from "../db/client.ts";
import { findHang } from "../features/hangs/queries.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { ComposeMail } from "./deliver.ts";
import { composers } from "./kinds/index.ts";

export function composeMail(deps: { db: Db; publicUrl: string; secrets: ResponseSecrets }): ComposeMail {
  return async (job, batch) => {
    // Messages in one batch are often about the same hang: read it once.
    const key = `hang:${job.hangId}`;
    if (!batch.has(key)) batch.set(key, findHang(deps.db, job.hangId));
    const hang = (await batch.get(key)) as Awaited<ReturnType<typeof findHang>>;
    if (!hang) return null;
    const hangUrl = `${deps.publicUrl}/hang/${hang.id}`;
    return composers[job.kind](job, {
      db: deps.db,
      hang,
      publicUrl: deps.publicUrl,
      hangUrl,
      secrets: deps.secrets,
    });
  };
}
