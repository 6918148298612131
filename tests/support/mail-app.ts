// An in-process app that sends real mail to a loopback SMTP sink, for one test file; the sink is
// emptied before each test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startTestApp, type TestApp } from "./app.ts";
import { hostCalls } from "./host-flow.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export const PUBLIC_URL = "http://hangs.test:5000";

export interface MailApp {
  t: TestApp;
  sink: SmtpSink;
  host: ReturnType<typeof hostCalls>;
}

export function appWithMailSink(env: Record<string, string> = {}): MailApp {
  const app = {} as MailApp;
  beforeAll(async () => {
    app.sink = await startSmtpSink();
    app.t = await startTestApp({ env: { SMTP_URL: app.sink.url, PUBLIC_URL, ...env } });
    app.host = hostCalls(app.t, app.sink);
  });
  afterAll(async () => {
    await app.t?.close();
    await app.sink?.stop();
  });
  beforeEach(() => {
    if (app.sink) app.sink.received.length = 0;
  });
  return app;
}
