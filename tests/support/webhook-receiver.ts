// A loopback stand-in for a webhook's receiver (a chat bot, a home automation) over real HTTPS,
// with a certificate made for this run (the app trusts it through the calendar check's test
// allowance). Each path answers as planned — a status, a redirect, or never — then 200; every
// request is recorded with its headers, body and the status it got.
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { makeCertificate } from "./calendar-host.ts";

export type PlannedAnswer = number | "hang" | { redirect: string };

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status it was answered with; undefined while held (or when it never was). */
  status?: number;
  /** The sender hung up before an answer (it timed out, or its process died). */
  cutOff: boolean;
}

export interface WebhookReceiver {
  port: number;
  /** `https://127.0.0.1:{port}` */
  origin: string;
  caFile: string;
  received: ReceivedWebhook[];
  /** What a path answers next, in order; once used up, it answers 200. */
  plan(path: string, answers: PlannedAnswer[]): void;
  /** The requests to a path that were answered 2xx. */
  delivered(path: string): ReceivedWebhook[];
  to(path: string): ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const { dir, key, cert } = makeCertificate();
  const plans = new Map<string, PlannedAnswer[]>();
  const received: ReceivedWebhook[] = [];
  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = new URL(req.url ?? "/", "https://receiver.test").pathname;
        const entry: ReceivedWebhook = {
          path,
          headers: Object.fromEntries(
            Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks).toString("utf8"),
          cutOff: false,
        };
        received.push(entry);
        res.on("close", () => {
          if (!res.writableFinished) entry.cutOff = true;
        });
        const answer = plans.get(path)?.shift() ?? 200;
        if (answer === "hang") return;
        if (typeof answer === "object") {
          entry.status = 307;
          res.writeHead(307, { location: answer.redirect });
          return res.end();
        }
        entry.status = answer;
        res.writeHead(answer, { "content-type": "text/plain" });
        res.end("ok");
      });
    },
  );
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  const to = (path: string) => received.filter((r) => r.path === path);
  return {
    port,
    origin: `https://127.0.0.1:${port}`,
    caFile: cert,
    received,
    plan: (path, answers) => plans.set(path, [...answers]),
    to,
    delivered: (path) => to(path).filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
