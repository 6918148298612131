// The rate limits' settings: each is an environment variable with a default a real group never
// meets, turned into the rules http/rate-limits.ts counts by.
import { z } from "zod";
import type { LimitRule, LimitRules } from "./http/rate-limits.ts";

/** A count of at least 1, with its default. */
export const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const rateLimitEnv = {
  INVITES_PER_HANG_PER_HOUR: limit(100),
  INVITES_PER_ADDRESS_PER_HOUR: limit(200),
  INVITES_PER_GROUP_PER_HOUR: limit(50),
  INVITES_PER_RECIPIENT_PER_HOUR: limit(10),
  GROUPS_PER_ACCOUNT_PER_HOUR: limit(10),
  GROUPS_PER_ADDRESS_PER_HOUR: limit(30),
  HANGS_PER_ADDRESS_PER_HOUR: limit(60),
  ANSWERS_PER_ADDRESS_PER_MINUTE: limit(120),
  ANSWERS_PER_HANG_PER_MINUTE: limit(200),
  ANSWER_CHANGES_PER_ADDRESS_PER_MINUTE: limit(120),
  ANSWER_CHANGES_PER_HANG_PER_MINUTE: limit(200),
  SUGGESTIONS_PER_ADDRESS_PER_MINUTE: limit(30),
  SUGGESTIONS_PER_HANG_PER_MINUTE: limit(60),
  VOTES_PER_ADDRESS_PER_MINUTE: limit(300),
  VOTES_PER_HANG_PER_MINUTE: limit(600),
  PLACE_SEARCHES_PER_ADDRESS_PER_MINUTE: limit(60),
  CALENDAR_FETCHES_PER_ADDRESS_PER_10_MINUTES: limit(20),
  SIGN_INS_PER_ADDRESS_PER_MINUTE: limit(30),
  FEED_READS_PER_FEED_PER_HOUR: limit(60),
  FEED_READS_PER_ADDRESS_PER_HOUR: limit(3000),
  TOKEN_REQUESTS_PER_ACCOUNT_PER_MINUTE: limit(600),
  TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE: limit(1200),
};

type RateLimitEnv = z.output<z.ZodObject<typeof rateLimitEnv>>;

const MINUTE = 60;
const HOUR = 3600;

/** A rule counting `noun` over `seconds`, per client address and (optionally) per hang. */
function rule(noun: string, seconds: number, perAddress: number, perHang?: number): LimitRule {
  return {
    noun,
    perAddress: { points: perAddress, seconds },
    ...(perHang === undefined ? {} : { perHang: { points: perHang, seconds } }),
  };
}

/** Sensible defaults a real group never meets (a party of 50 answering from one café passes). */
export function rateLimitRules(e: RateLimitEnv): LimitRules {
  return {
    createHang: rule("new hangs", HOUR, e.HANGS_PER_ADDRESS_PER_HOUR),
    answer: rule("answers", MINUTE, e.ANSWERS_PER_ADDRESS_PER_MINUTE, e.ANSWERS_PER_HANG_PER_MINUTE),
    changeAnswer: rule(
      "answer changes",
      MINUTE,
      e.ANSWER_CHANGES_PER_ADDRESS_PER_MINUTE,
      e.ANSWER_CHANGES_PER_HANG_PER_MINUTE,
    ),
    suggest: rule(
      "suggestions",
      MINUTE,
      e.SUGGESTIONS_PER_ADDRESS_PER_MINUTE,
      e.SUGGESTIONS_PER_HANG_PER_MINUTE,
    ),
    vote: rule("votes", MINUTE, e.VOTES_PER_ADDRESS_PER_MINUTE, e.VOTES_PER_HANG_PER_MINUTE),
    invite: {
      ...rule("invitations", HOUR, e.INVITES_PER_ADDRESS_PER_HOUR, e.INVITES_PER_HANG_PER_HOUR),
      perGroup: { points: e.INVITES_PER_GROUP_PER_HOUR, seconds: HOUR },
      perRecipient: { points: e.INVITES_PER_RECIPIENT_PER_HOUR, seconds: HOUR },
    },
    placeSearch: rule("place searches", MINUTE, e.PLACE_SEARCHES_PER_ADDRESS_PER_MINUTE),
    // Each check makes this server fetch a stranger's address: a person checks a few calendars.
    calendarFetch: rule("calendar checks", 10 * MINUTE, e.CALENDAR_FETCHES_PER_ADDRESS_PER_10_MINUTES),
    signIn: rule("sign-in attempts", MINUTE, e.SIGN_INS_PER_ADDRESS_PER_MINUTE),
    // Groups and friend groups together: each group is a new sender name for invitations.
    createGroup: {
      ...rule("new groups", HOUR, e.GROUPS_PER_ADDRESS_PER_HOUR),
      perAccount: { points: e.GROUPS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
    },
    // Calendar apps poll from a few shared addresses (Google's fetchers serve everyone): the real
    // limit is per feed, ample for every device of one person refreshing hourly.
    feed: {
      ...rule("calendar feed reads", HOUR, e.FEED_READS_PER_ADDRESS_PER_HOUR),
      perFeed: { points: e.FEED_READS_PER_FEED_PER_HOUR, seconds: HOUR },
    },
    // Every request with a personal access token, counted by the person it acts for wherever it runs.
    accessToken: {
      ...rule("requests with an access token", MINUTE, e.TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE),
      perAccount: { points: e.TOKEN_REQUESTS_PER_ACCOUNT_PER_MINUTE, seconds: MINUTE },
    },
  };
}
