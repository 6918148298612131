// The real app on a fresh database, driven through its HTTP interface in-process.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { createContext, type ServerContext } from "../../src/server/context.ts";
import { openTestDatabase, type TestDatabase } from "./database.ts";
import { checkAgainstDocument } from "./openapi-answers.ts";

export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  database: TestDatabase;
  /** The Hono app itself, for raw requests (own headers, streamed bodies, a real socket). */
  app: ReturnType<typeof createApp>;
  ctx: ServerContext;
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResult<T>>;
  /** The raw response, unread (for streams). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The undecoded HTTP answer, for checks on headers and encodings. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    runWorkers?: boolean;
    env?: Record<string, string>;
    /** The peer every request seems to come from (a same-host proxy: "127.0.0.1"); unset, none. */
    socketAddress?: string;
    /**
     * Whether each answer of `request` is checked against the app's OpenAPI document (on unless a
     * test turns it off): an answer the document does not describe fails the test.
     */
    checkAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: database.location.dataDir,
    LOG_LEVEL: "error",
    JOB_POLL_INTERVAL_MS: "200",
    // A file's tests host and answer as the same few addresses all along, anonymously: the limit on
    // mail one address receives has tests of its own, which set it.
    INVITES_PER_RECIPIENT_PER_HOUR: "100000",
    // Lets a developer test a client built elsewhere (vite build --outDir) while editing this one.
    ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    ...options.env,
  });
  const ctx = await createContext(config, database, { runWorkers: options.runWorkers });
  const app = createApp(ctx);
  const bindings = options.socketAddress
    ? { incoming: { socket: { remoteAddress: options.socketAddress } } }
    : undefined;
  let documentText: Promise<string> | undefined;
  const documentOf = () =>
    (documentText ??= Promise.resolve(app.request("/api/openapi.json")).then((res) => res.text()));
  return {
    database,
    app,
    async request(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === "string" ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)["content-type"] = "application/json";
      }
      const res = await app.request(path, init, bindings);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      if (options.checkAnswers !== false) {
        const contentType = res.headers.get("content-type");
        checkAgainstDocument(await documentOf(), method, path, {
          status: res.status,
          contentType,
          body: parsed,
        });
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    raw: async (path, init) => app.request(path, init, bindings),
    ctx,
    fetch: async (path, init) => app.request(path, init, bindings),
    close: async () => {
      await ctx.stop();
      await database.close();
    },
  };
}

/** The app on a real loopback socket for the length of `run`, for what needs a peer address. */
export async function overSocket(app: TestApp, run: (port: number) => Promise<void>) {
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    server.close();
  }
}
