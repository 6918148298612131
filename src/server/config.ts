// Every environment variable, parsed once. The only module that reads process.env.
import path from "node:path";
import { z } from "zod";
import { type AccessPolicy, parseAdminEmails, parseSignUp } from "./access.ts";
import {
  type CalendarFetchConfig,
  parseCalendarFetchConfig,
} from "./features/calendar-fetch/fetch-config.ts";
import { exposedHopTrust, parseTrustedProxies } from "./http/client-address.ts";
import { isLoopbackName } from "./http/this-machine.ts";
import { type DkimConfig, parseDkimConfig } from "./mail/dkim-config.ts";
import { limit, rateLimitEnv, rateLimitRules } from "./rate-limit-config.ts";

const MB = 1024 * 1024;

const envSchema = z.object({
  ...rateLimitEnv,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Hangs <hangs@localhost>"),
  /** DKIM signing: all three together, or none (docs/production.md, "Mail that arrives"). */
  MAIL_DKIM_DOMAIN: z.string().trim().optional(),
  MAIL_DKIM_SELECTOR: z.string().trim().optional(),
  MAIL_DKIM_PRIVATE_KEY_FILE: z.string().trim().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  CLIENT_DIR: z.string().default("./dist/client"),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  TRUST_PROXY: z.string().default("false"),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How often each instance looks for standing hangs' rounds due to open (features/series/sweep.ts). */
  SERIES_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Tests only (refused in production): the app's clock runs this far from the real one. */
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  /** Pages may ask for the accented pseudo-locale en-XA, which shows untranslated text up. */
  PSEUDO_LOCALE: z.enum(["true", "false"]).default("false"),
  CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Tests only (refused in production): `host:port` pairs the calendar fetch may reach on loopback. */
  CALENDAR_FETCH_TEST_ALLOW: z.string().trim().optional(),
  /** Tests only (refused in production): a PEM file of a certificate those pairs are trusted with. */
  CALENDAR_FETCH_TEST_CA: z.string().trim().optional(),
  /** Tests only (refused in production): `name=address` answers the calendar fetch's lookups get. */
  CALENDAR_FETCH_TEST_HOSTS: z.string().trim().optional(),
  /** How long a webhook's receiver has to answer (the calendar check's test allowance applies too). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MAX_ANSWERS_PER_HANG: limit(2000),
  /** The photo album (src/server/features/photos): upload size, pixels, and what one hang and one person may keep. */
  PHOTO_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(200).default(25),
  PHOTO_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(200).default(60),
  PHOTOS_PER_UPLOAD: z.coerce.number().int().min(1).max(50).default(10),
  PHOTOS_PER_HANG: z.coerce.number().int().min(1).default(500),
  PHOTOS_PER_PERSON: z.coerce.number().int().min(1).default(100),
  PHOTO_STORAGE_MB_PER_HANG: z.coerce.number().int().min(1).default(750),
  PHOTO_STORAGE_MB_PER_PERSON: z.coerce.number().int().min(1).default(150),
  PHOTO_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(20),
  /** Days after the hang its album is deleted (the hosts are told a week before). */
  PHOTO_ALBUM_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** How long the day's "new photos" e-mail waits after the first new photo, so it counts the rest. */
  PHOTO_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(600).default(0),
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((token) => token === "" || token.length >= 16, "METRICS_TOKEN must be at least 16 characters")
    .optional(),
  GOOGLE_MAPS_API_KEY: z.string().trim().optional(),
  PLACES_API_URL: z.url().default("https://places.googleapis.com"),
  LOCATION_SUGGESTIONS_FILE: z.string().trim().default("./seed/location-suggestions.json"),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  AUTH_PROVIDER_NAME: z.string().trim().min(1).max(40).optional(),
  SIGN_UP: z.string().default("open"),
  ADMIN_EMAILS: z.string().optional(),
  ANONYMOUS_HOSTS: z.enum(["true", "false"]).default("true"),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  let trustProxy: ReturnType<typeof parseTrustedProxies>;
  try {
    trustProxy = parseTrustedProxies(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
  if (e.SHUTDOWN_DELAY_SECONDS >= e.SHUTDOWN_TIMEOUT_SECONDS) {
    throw new Error(
      "Invalid configuration:\n  SHUTDOWN_DELAY_SECONDS: must be less than SHUTDOWN_TIMEOUT_SECONDS",
    );
  }
  if (e.NODE_ENV === "production" && e.CLOCK_OFFSET_MS !== 0) {
    throw new Error("Invalid configuration:\n  CLOCK_OFFSET_MS: only for tests, never in production");
  }
  const testOnly = (
    ["CALENDAR_FETCH_TEST_ALLOW", "CALENDAR_FETCH_TEST_CA", "CALENDAR_FETCH_TEST_HOSTS"] as const
  ).filter((name) => e[name]);
  if (e.NODE_ENV === "production" && testOnly.length > 0) {
    throw new Error(`Invalid configuration:\n  ${testOnly.join(", ")}: only for tests, never in production`);
  }
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production");
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Signs every message sent through SMTP_URL; unset: mail goes out unsigned. */
    dkim: dkimConfig(e),
    /** Unset outside production: a key is generated and kept in the database (db/server-key.ts). */
    sessionSecret: e.SESSION_SECRET,
    clientDir: path.resolve(e.CLIENT_DIR),
    logLevel: e.LOG_LEVEL,
    /** Which hops of X-Forwarded-For are our own proxies; the client is the first one that is not. */
    trustProxy,
    /** Said at start: a hop count trusted while other machines can reach the app directly. */
    trustProxyWarning: exposedHopTrust(e.TRUST_PROXY, e.HOST),
    jobs: {
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      batchSize: 50,
      batchesInFlight: 3,
    },
    rateLimits: rateLimitRules(e),
    /** How far the app's clock (answer-by dates, nudge plans) runs from the real one: tests only. */
    clockOffsetMs: e.CLOCK_OFFSET_MS,
    seriesSweepMs: e.SERIES_SWEEP_MS,
    pseudoLocale: e.PSEUDO_LOCALE === "true",
    /** One link cannot fill the database: answers past this are refused. */
    maxAnswersPerHang: e.MAX_ANSWERS_PER_HANG,
    /** Open live hang pages (event streams) one client address may hold on one instance. */
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    /** After SIGTERM: readiness fails at once, the listener closes after delayMs, the process exits by timeoutMs. */
    shutdown: { timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000, delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000 },
    /** Bearer token that opens /metrics to other machines (this machine needs none). */
    metricsToken: e.METRICS_TOKEN || undefined,
    /** Place search (server-side); without a key the location dialog offers local suggestions only. */
    places: { apiKey: e.GOOGLE_MAPS_API_KEY || undefined, apiUrl: e.PLACES_API_URL.replace(/\/$/, "") },
    /** Seeds an empty location_suggestions table at start; empty turns seeding off. */
    locationSuggestionsFile: e.LOCATION_SUGGESTIONS_FILE
      ? path.resolve(e.LOCATION_SUGGESTIONS_FILE)
      : undefined,
    signIn: signInConfig(e),
    access: accessPolicy(e),
    calendarFetch: calendarFetchConfig(e),
    webhooks: { timeoutMs: e.WEBHOOK_TIMEOUT_MS },
    photos: {
      maxUploadBytes: e.PHOTO_MAX_UPLOAD_MB * MB,
      maxPixels: e.PHOTO_MAX_MEGAPIXELS * 1_000_000,
      perUpload: e.PHOTOS_PER_UPLOAD,
      perHang: e.PHOTOS_PER_HANG,
      perPerson: e.PHOTOS_PER_PERSON,
      bytesPerHang: e.PHOTO_STORAGE_MB_PER_HANG * MB,
      bytesPerPerson: e.PHOTO_STORAGE_MB_PER_PERSON * MB,
      queueLength: e.PHOTO_QUEUE_LENGTH,
      albumDays: e.PHOTO_ALBUM_DAYS,
      mailDelayMs: e.PHOTO_MAIL_DELAY_SECONDS * 1000,
    },
  };
}

function dkimConfig(e: z.output<typeof envSchema>): DkimConfig | undefined {
  try {
    return parseDkimConfig({
      domain: e.MAIL_DKIM_DOMAIN || undefined,
      selector: e.MAIL_DKIM_SELECTOR || undefined,
      keyFile: e.MAIL_DKIM_PRIVATE_KEY_FILE || undefined,
    });
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}

/** "Check my calendar" by address: how long one fetch may take, and what only tests may change. */
function calendarFetchConfig(e: z.output<typeof envSchema>): CalendarFetchConfig {
  try {
    return parseCalendarFetchConfig({
      timeoutMs: e.CALENDAR_FETCH_TIMEOUT_MS,
      testAllow: e.CALENDAR_FETCH_TEST_ALLOW,
      testCaFile: e.CALENDAR_FETCH_TEST_CA,
      testHosts: e.CALENDAR_FETCH_TEST_HOSTS,
    });
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}

export type SignInConfig = ReturnType<typeof signInConfig>;

function accessPolicy(e: z.output<typeof envSchema>): AccessPolicy {
  try {
    return {
      signUp: parseSignUp(e.SIGN_UP),
      adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
      anonymousHosts: e.ANONYMOUS_HOSTS === "true",
    };
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}

/**
 * Who signs people in: Google when its credentials are set, else any OpenID issuer, else (outside
 * production) the built-in local provider. In production with none configured, sign-in is off.
 */
function signInConfig(e: z.output<typeof envSchema>) {
  const limits = { perAddressPerMinute: e.SIGN_INS_PER_ADDRESS_PER_MINUTE };
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    return {
      kind: "google" as const,
      providerId: "google",
      name: e.AUTH_PROVIDER_NAME ?? "Google",
      issuer: "https://accounts.google.com",
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      limits,
    };
  }
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) {
      throw new Error(
        "Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
      );
    }
    return {
      kind: "oidc" as const,
      providerId: "oidc",
      name: e.AUTH_PROVIDER_NAME ?? new URL(e.OIDC_ISSUER).hostname,
      issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      limits,
    };
  }
  if (e.NODE_ENV === "production")
    return { kind: "off" as const, limits, reason: "no provider is configured (NODE_ENV=production)" };
  // Whoever reaches /dev-idp signs in as anyone: it exists only for an app that lives on loopback.
  const publicHost = new URL(e.PUBLIC_URL ?? "http://localhost").hostname;
  if (!isLoopbackName(publicHost)) {
    return {
      kind: "off" as const,
      limits,
      reason: `no provider is configured and PUBLIC_URL (${publicHost}) is not this machine, so the built-in local provider stays off`,
    };
  }
  // The built-in provider lives in this process; its client secret is made fresh at each start.
  return {
    kind: "local" as const,
    providerId: "local",
    name: e.AUTH_PROVIDER_NAME ?? "Local Account",
    issuer: undefined,
    clientId: "hangs-local",
    clientSecret: undefined,
    limits,
  };
}
