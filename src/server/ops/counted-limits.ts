// Rate limits that also count their refusals for /metrics, by limit name, around the one library
// that enforces them (http/rate-limits.ts), which stays unaware of metrics.
import { AppError } from "../http/errors.ts";
import type { LimitName, RateLimits } from "../http/rate-limits.ts";

const isRefusal = (error: unknown) => error instanceof AppError && error.code === "rate_limited";

export function countRefusals(limits: RateLimits, refused: (limit: LimitName) => void): RateLimits {
  return {
    ...limits,
    async consume(name, keys) {
      try {
        await limits.consume(name, keys);
      } catch (error) {
        if (isRefusal(error)) refused(name);
        throw error;
      }
    },
    async allowsMailTo(recipient) {
      const allowed = await limits.allowsMailTo(recipient);
      if (!allowed) refused("invite");
      return allowed;
    },
    limit(name) {
      const limit = limits.limit(name);
      return async (c, next) => {
        // Only a refusal by this limit counts, not a 429 from whatever runs after it.
        let passed = false;
        try {
          await limit(c, () => {
            passed = true;
            return next();
          });
        } catch (error) {
          if (!passed && isRefusal(error)) refused(name);
          throw error;
        }
      };
    },
  };
}
