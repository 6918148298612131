// A record of refused and failed sign-ins for the admin page: the provider, the error code and the
// provider's own description (addresses blanked), never who tried. Only the newest are kept.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInFailures } from "../db/schema.ts";
import { log, scrub } from "../log.ts";

/** Enough to see a pattern (a misconfigured client, a closed sign-up) without growing for ever. */
export const SIGN_IN_FAILURES_KEPT = 200;
const ERROR_MAX = 100;
const DESCRIPTION_MAX = 500;

export interface SignInFailure {
  providerId: string;
  error: string;
  description?: string | null | undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

function clean(text: string, max: number): string {
  return scrub(text.replace(CONTROLS, " ").slice(0, max * 2)).slice(0, max);
}

/** Writes the failure and drops the oldest past the limit; a failure to record is logged, not thrown. */
export async function recordSignInFailure(db: Db, failure: SignInFailure): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(signInFailures).values({
        providerId: clean(failure.providerId, ERROR_MAX),
        error: clean(failure.error, ERROR_MAX) || "unknown",
        description: failure.description ? clean(failure.description, DESCRIPTION_MAX) : null,
      });
      await tx.execute(sql`delete from ${signInFailures} where ${signInFailures.id} in (
        select ${signInFailures.id} from ${signInFailures}
        order by ${signInFailures.createdAt} desc offset ${SIGN_IN_FAILURES_KEPT})`);
    });
  } catch (error) {
    log.error({ event: "sign_in_failure_not_recorded", err: error });
  }
}
