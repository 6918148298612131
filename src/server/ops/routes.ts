// GET /livez (the process answers), GET /readyz (this instance should get traffic) and GET /metrics.
// Mounted ahead of the Host check: a probe or a scraper addresses the instance by its own IP, not
// by the public name. /metrics is for this machine, or whoever holds METRICS_TOKEN; to anyone else
// it does not exist.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { AppError } from "../http/errors.ts";
import { isThisMachine } from "../http/this-machine.ts";
import type { Metrics } from "./metrics.ts";
import type { Readiness } from "./readiness.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function opsRoutes(deps: { readiness: Readiness; metrics: Metrics; metricsToken?: string }) {
  const { readiness, metrics } = deps;
  const token = deps.metricsToken ? digest(deps.metricsToken) : undefined;
  /** Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token. */
  const holdsToken = (c: Context) => {
    const given = /^Bearer +(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    return token !== undefined && given !== undefined && timingSafeEqual(digest(given), token);
  };

  return new Hono()
    .get("/livez", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "alive" });
    })
    .get("/readyz", async (c) => {
      const report = await readiness.check();
      c.header("Cache-Control", "no-store");
      return c.json(report, report.status === "ready" ? 200 : 503);
    })
    .get("/metrics", async (c) => {
      if (!isThisMachine(c) && !holdsToken(c)) throw new AppError("not_found", "Not found");
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", metrics.contentType);
      return c.body(await metrics.text());
    });
}
