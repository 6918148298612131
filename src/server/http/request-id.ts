// The id a request's failure is logged under.
import { randomUUID } from "node:crypto";
import type { Context } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

/**
 * The id a failure is logged under. A proxy's id is kept so logs line up; anything that is not a
 * plain short id is replaced. Made when first asked for: only a failure's log line reads it.
 */
export function requestIdOf(c: Context): string {
  let id = c.get("requestId") as string | undefined;
  if (id === undefined) {
    const given = c.req.header("x-request-id");
    id = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    c.set("requestId", id);
  }
  return id;
}
