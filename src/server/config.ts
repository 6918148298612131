// Every environment variable, parsed once. The only module that reads process.env.
import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
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
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  CLIENT_DIR: z.string().default("./dist/client"),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(60),
  INVITES_PER_HANG_PER_HOUR: z.coerce.number().int().min(1).default(100),
  INVITES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(200),
  GOOGLE_MAPS_API_KEY: z.string().trim().optional(),
  PLACES_API_URL: z.url().default("https://places.googleapis.com"),
  LOCATION_SUGGESTIONS_FILE: z.string().trim().default("./seed/location-suggestions.json"),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
    /** Unset outside production: a key is generated and kept in the database (db/server-key.ts). */
    sessionSecret: e.SESSION_SECRET,
    clientDir: path.resolve(e.CLIENT_DIR),
    logLevel: e.LOG_LEVEL,
    /** Behind a reverse proxy, the client address comes from X-Forwarded-For. */
    trustProxy: e.TRUST_PROXY === "true",
    jobs: {
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      batchSize: 50,
    },
    invitesPerHangPerHour: e.INVITES_PER_HANG_PER_HOUR,
    invitesPerAddressPerHour: e.INVITES_PER_ADDRESS_PER_HOUR,
    /** Place search (server-side); without a key the location dialog offers local suggestions only. */
    places: { apiKey: e.GOOGLE_MAPS_API_KEY || undefined, apiUrl: e.PLACES_API_URL.replace(/\/$/, "") },
    /** Seeds an empty location_suggestions table at start; empty turns seeding off. */
    locationSuggestionsFile: e.LOCATION_SUGGESTIONS_FILE
      ? path.resolve(e.LOCATION_SUGGESTIONS_FILE)
      : undefined,
  };
}
