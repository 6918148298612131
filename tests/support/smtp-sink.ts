// A real SMTP server on loopback that keeps what it receives, parsed. It can go down and come back
// on the same port, to test delivery through an outage.
import { buffer } from "node:stream/consumers";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server.ts";

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  parsed: ParsedMail;
  /** The message exactly as it arrived: every header and MIME part, encoded as sent. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Addresses the sink refuses permanently (550), to test a message that can never be sent. */
  refuse: Set<string>;
  /** When set, a login with any other password is refused (535), to test bad SMTP credentials. */
  password: string | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  to(address: string): ReceivedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The first message to `address` whose subject starts with `subject`, once it has arrived. */
  waitForMail(address: string, subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * From `count` messages received on, each new message waits at MAIL FROM (a stalled relay);
   * undefined: none waits, and those waiting go on. Raising it lets waiting ones go on.
   */
  holdFrom(count: number | undefined): void;
  /**
   * Every open connection waits at a held MAIL FROM: the app has read each reply the sink sent on
   * them, since it sends MAIL FROM only after the last message's reply.
   */
  allHeld(): boolean;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | undefined;
  let holdAt: number | undefined;
  const open = new Set<string>();
  const held = new Map<string, () => void>();
  const holding = () => holdAt !== undefined && received.length >= holdAt;
  const letHeldGoOn = () => {
    for (const [id, goOn] of held) {
      if (holding()) return;
      held.delete(id);
      goOn();
    }
  };

  const sink: SmtpSink = {
    url: `smtp://hangs:sink-password@127.0.0.1:${port}`,
    port,
    received,
    refuse,
    password: undefined,
    async start() {
      server = new SMTPServer({
        disabledCommands: ["STARTTLS"],
        authOptional: true,
        onAuth: (auth, _session, callback) => {
          if (sink.password !== undefined && auth.password !== sink.password) {
            return callback(
              Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }),
            );
          }
          callback(null, { user: auth.username });
        },
        onConnect: (session, callback) => {
          open.add(session.id);
          callback();
        },
        onClose: (session) => {
          open.delete(session.id);
          held.delete(session.id);
        },
        onMailFrom: (_address, session, callback) => {
          if (holding()) held.set(session.id, () => callback());
          else callback();
        },
        onRcptTo: (address, _session, callback) => {
          if (refuse.has(address.address.toLowerCase())) {
            const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
            return callback(error);
          }
          callback();
        },
        onData: (stream, _session, callback) => {
          buffer(stream)
            .then(async (bytes) => ({ raw: bytes.toString("utf8"), parsed: await simpleParser(bytes) }))
            .then(({ raw, parsed }) => {
              received.push({
                to: (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address ?? "",
                subject: parsed.subject ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                text: parsed.text ?? "",
                messageId: parsed.messageId ?? "",
                parsed,
                raw,
              });
              callback();
            })
            .catch(callback);
        },
        logger: false,
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
      // A server under test that is killed mid-message resets its connection: the sink goes on.
      server.on("error", () => {});
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    holdFrom(count) {
      holdAt = count;
      letHeldGoOn();
    },
    allHeld: () => open.size > 0 && [...open].every((id) => held.has(id)),
    to: (address) => received.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} messages, received ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    async waitForMail(address, subject, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = sink.to(address).find((m) => m.subject.startsWith(subject));
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(
            `No mail "${subject}" to ${address}: ${received.map((m) => m.subject).join(" | ")}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  await sink.start();
  return sink;
}
