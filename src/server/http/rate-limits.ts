// Abuse limits on every open write, per client address and per hang, from one library
// (rate-limiter-flexible): counters live in PostgreSQL when DATABASE_URL is set, so every instance
// shares them, and in memory on the embedded database, where one process is the only instance.
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  type RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { AppError, type CatalogText, RateLimitedError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import { BatchedRateLimiterPostgres, CounterBatches } from "./rate-limit-batches.ts";

/** At most `points` actions in `seconds`. */
export interface Limit {
  points: number;
  seconds: number;
}

export interface LimitRule {
  /** What is counted, as a person reads it: "answers", "place searches". */
  noun: string;
  perAddress: Limit;
  perHang?: Limit;
  /** Per signed-in account, whatever network it comes from. */
  perAccount?: Limit;
  perGroup?: Limit;
  /** Per e-mail recipient, from everyone together; refused silently ("not sent", no reason or wait). */
  perRecipient?: Limit;
  /** Per calendar feed (its secret), from everywhere together. */
  perFeed?: Limit;
}

export const LIMIT_NAMES = [
  "createHang",
  "answer",
  "changeAnswer",
  "suggest",
  "vote",
  "invite",
  "placeSearch",
  "calendarFetch",
  "signIn",
  "createGroup",
  "feed",
  "accessToken",
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
export type LimitRules = Record<LimitName, LimitRule>;

/** Who is counted: the client's address, and the hang, account, group or recipient concerned. */
export interface LimitKeys {
  address: string;
  hangId?: string;
  accountId?: string;
  groupId?: string;
  /** An e-mail address; counted only as a hash of its lower-cased form. */
  recipient?: string;
  /** A calendar feed's secret; counted only as a hash. */
  feed?: string;
}

export interface RateLimits {
  /** Counts one action; over a limit it throws 429 with a message saying when to try again. */
  consume(name: LimitName, keys: LimitKeys): Promise<void>;
  /** Middleware counting the request (address, and the `:id` hang when the path has one). */
  limit(name: LimitName): MiddlewareHandler;
  /**
   * Counts one message to `recipient` that anyone may have aimed there against the per-recipient
   * limit invitations count against; false when the address is over it (the message is not sent).
   */
  allowsMailTo(recipient: string): Promise<boolean>;
}

/** What a sender sees when the recipient's limit refuses an invitation: only that it was not sent. */
export const NOT_SENT = "Not sent. Please try again later.";

/** Addresses are kept only as a hash: the counters table holds no personal data. */
const hashed = (address: string) => createHash("sha256").update(address).digest("base64url").slice(0, 22);

function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return "in a minute";
  if (minutes < 60) return `in ${minutes} minutes`;
  return minutes === 60 ? "in an hour" : `in ${Math.ceil(minutes / 60)} hours`;
}

function perText(seconds: number): string {
  if (seconds === 60) return "a minute";
  if (seconds === 3600) return "an hour";
  return `${seconds} seconds`;
}

/** The wait as the catalog's messages count it (server i18n "error.…"): minutes under an hour, else hours. */
function waitValues(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return { minutes, hours: minutes < 60 ? 0 : Math.ceil(minutes / 60) };
}

/** What is counted apart: per client address, hang, account, group, e-mail recipient or feed. */
type Scope = "address" | "hang" | "account" | "group" | "recipient" | "feed";

/** One limiter of a rule, and what it says when it refuses: in English, and as the catalog has it. */
export interface Refusal {
  limit: Limit;
  message: (ms: number) => string;
  text: (ms: number) => CatalogText;
  /** Says neither why nor until when. */
  silent?: boolean;
}

/**
 * The limiters of a rule, by scope. Their catalog messages (server i18n, "error.…") fill in `noun`
 * in English and choose their own words by `limit`, the rule's name, in other languages.
 */
export function refusalsFor(name: LimitName, rule: LimitRule): Partial<Record<Scope, Refusal>> {
  const { noun, perAddress, perHang, perAccount, perGroup, perRecipient, perFeed } = rule;
  const values = (ms: number, limit?: Limit) => ({
    limit: name,
    noun,
    ...(limit ? { points: limit.points, seconds: limit.seconds } : {}),
    ...waitValues(ms),
  });
  const refusals: Partial<Record<Scope, Refusal>> = {
    address: {
      limit: perAddress,
      message: (ms) => `Too many ${noun} from your network. Try again ${waitText(ms)}.`,
      text: (ms) => ({ id: "error.tooManyFromNetwork", values: values(ms) }),
    },
  };
  if (perHang) {
    refusals.hang = {
      limit: perHang,
      message: (ms) =>
        `This hang has reached its limit of ${perHang.points} ${noun} ${perText(perHang.seconds)}. Try again ${waitText(ms)}.`,
      text: (ms) => ({ id: "error.hangLimitReached", values: values(ms, perHang) }),
    };
  }
  if (perAccount) {
    refusals.account = {
      limit: perAccount,
      message: (ms) => `Too many ${noun} from your account. Try again ${waitText(ms)}.`,
      text: (ms) => ({ id: "error.tooManyFromAccount", values: values(ms) }),
    };
  }
  if (perGroup) {
    refusals.group = {
      limit: perGroup,
      message: (ms) =>
        `This group has reached its limit of ${perGroup.points} ${noun} ${perText(perGroup.seconds)}. Try again ${waitText(ms)}.`,
      text: (ms) => ({ id: "error.groupLimitReached", values: values(ms, perGroup) }),
    };
  }
  if (perRecipient) {
    refusals.recipient = {
      limit: perRecipient,
      message: () => NOT_SENT,
      text: () => ({ id: "error.notSent" }),
      silent: true,
    };
  }
  if (perFeed) {
    refusals.feed = {
      limit: perFeed,
      message: (ms) => `This calendar feed was read too often. Try again ${waitText(ms)}.`,
      text: (ms) => ({ id: "error.feedReadTooOften", values: values(ms) }),
    };
  }
  return refusals;
}

export async function createRateLimits(
  rules: LimitRules,
  options: { pool?: pg.Pool; trustProxy: TrustedProxies },
): Promise<RateLimits> {
  const table = "rate_limits";
  const batches = options.pool && new CounterBatches(options.pool, table);
  const limiter = async (keyPrefix: string, { points, seconds }: Limit): Promise<RateLimiterAbstract> => {
    if (!options.pool || !batches) return new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    const { pool } = options;
    // The library creates its table (IF NOT EXISTS) and clears expired rows every few minutes.
    return new Promise((resolve, reject) => {
      const store: RateLimiterPostgres = new BatchedRateLimiterPostgres(
        {
          storeClient: pool,
          storeType: "pool",
          tableName: table,
          keyPrefix,
          points,
          duration: seconds,
          clearExpiredByTimeout: true,
        },
        batches,
        (error?: Error) => (error ? reject(error) : resolve(store)),
      );
    });
  };

  const limiters = new Map<string, Refusal & { limiter: RateLimiterAbstract }>();
  for (const name of LIMIT_NAMES) {
    for (const [scope, refusal] of Object.entries(refusalsFor(name, rules[name]))) {
      limiters.set(`${name}:${scope}`, {
        ...refusal,
        limiter: await limiter(`${name}_${scope}`, refusal.limit),
      });
    }
  }

  async function take(id: string, key: string) {
    const entry = limiters.get(id);
    if (!entry) return;
    try {
      await entry.limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Saying why or until when would tell a stranger how much mail someone else is getting.
      if (entry.silent) throw new AppError("rate_limited", entry.message(0), undefined, entry.text(0));
      const ms = refusal.msBeforeNext;
      throw new RateLimitedError(entry.message(ms), ms, entry.text(ms));
    }
  }

  const consume: RateLimits["consume"] = async (
    name,
    { address, hangId, accountId, groupId, recipient, feed },
  ) => {
    await take(`${name}:address`, hashed(address));
    if (hangId && isUuid(hangId)) await take(`${name}:hang`, hangId);
    if (accountId) await take(`${name}:account`, hashed(accountId));
    if (groupId && isUuid(groupId)) await take(`${name}:group`, groupId);
    if (feed) await take(`${name}:feed`, hashed(feed));
    // Last, so a sender already refused for their own excess spends nothing of a recipient's budget.
    if (recipient) await take(`${name}:recipient`, hashed(recipient.trim().toLowerCase()));
  };

  const allowsMailTo: RateLimits["allowsMailTo"] = async (recipient) => {
    const entry = limiters.get("invite:recipient");
    if (!entry) return true;
    try {
      await entry.limiter.consume(hashed(recipient.trim().toLowerCase()));
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  };

  return {
    consume,
    allowsMailTo,
    limit: (name) => async (c: Context, next) => {
      await consume(name, { address: clientAddress(c, options.trustProxy), hangId: c.req.param("id") });
      await next();
    },
  };
}
