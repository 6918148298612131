// Where mail goes: an SMTP server (SMTP_URL, smtp:// or smtps:// with auth in the URL), or, without
// one, the development mailbox in the database (shown at /dev/mail) plus a log line.
import { format } from "node:util";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { devMail } from "../db/schema.ts";
import { log } from "../log.ts";
import type { DkimConfig } from "./dkim-config.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** A calendar invite's method: the invite also goes inline, where Outlook shows a meeting card. */
  method?: "REQUEST" | "CANCEL";
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per message, so a receiving server can drop a copy that a retry sent again. */
  messageId: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on messages a person can turn off. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createTransport(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  /** Signs each message (MAIL_DKIM_*), so receivers can tell it really comes from the domain. */
  dkim?: DkimConfig;
}): MailTransport {
  return opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from, opts.dkim) : devMailbox(opts.db);
}

/** nodemailer, read when the first message is sent rather than at start (decision 0069). */
const loadNodemailer = () => import("nodemailer").then((module) => module.default);

function smtpTransport(url: string, from: string, dkim: DkimConfig | undefined): MailTransport {
  let transporter: Transporter | undefined;
  const connect = async () => {
    const nodemailer = await loadNodemailer();
    // Short timeouts: a hung server must fail the attempt (and be retried) well before the job expires.
    transporter ??= nodemailer.createTransport(url, {
      from,
      // A few reused connections instead of one per message.
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...(dkim ? { dkim } : {}),
    } as Parameters<typeof nodemailer.createTransport>[1]);
    return transporter;
  };
  return {
    async send(mail) {
      const invite = mail.attachments?.find((a) => a.method);
      await (await connect()).sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments?.filter((a) => a !== invite),
        // nodemailer writes the invite twice: a text/calendar part beside the text and HTML (with
        // its method, for the meeting card) and an application/ics attachment under its file name.
        icalEvent: invite && { method: invite.method, filename: invite.filename, content: invite.content },
        // RFC 3834: no out-of-office or other automatic reply should answer this.
        headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
      });
    },
    close: () => transporter?.close(),
  };
}

function devMailbox(db: Db): MailTransport {
  return {
    async send(mail) {
      await db.insert(devMail).values({
        messageId: mail.messageId,
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments ?? [],
      });
      log.info(
        { event: "mail_kept", messageId: mail.messageId },
        "mail kept in the dev mailbox at /dev/mail",
      );
    },
    close: () => {},
  };
}

/** One SMTP attempt as the operator sees it: the conversation line by line, never its credentials. */
export interface SmtpConversation {
  delivered: boolean;
  /** What the attempt ended with (the server's reply is part of it when it gave one). */
  error?: string;
  /** "C: …" the app, "S: …" the server, "* …" the connection (DNS, TCP, TLS). */
  lines: string[];
}

/**
 * Sends one message over a connection of its own with nodemailer's protocol log recorded, for an
 * admin's "send a test" (certificate, TLS and login problems show in the conversation). The AUTH
 * exchange is left out: its lines carry the user name and, for some mechanisms, the password.
 */
export async function sendRecorded(
  url: string,
  from: string,
  mail: Omit<OutgoingMail, "messageId" | "attachments">,
  dkim?: DkimConfig,
): Promise<SmtpConversation> {
  const lines: string[] = [];
  let inAuth = false;
  const record = (data: Record<string, unknown> | undefined, message: unknown, ...args: unknown[]) => {
    const text = format(message, ...args).trimEnd();
    const tnx = data?.tnx;
    // The message itself and nodemailer's own bookkeeping are not part of the conversation.
    if (tnx === "message" || tnx === "create" || tnx === "transport" || tnx === "send") return;
    if (tnx === "client") {
      if (/^AUTH\b/i.test(text)) {
        inAuth = true;
        lines.push(`C: ${text.split(/\s+/).slice(0, 2).join(" ")} (credentials hidden)`);
      } else lines.push(inAuth ? "C: (credentials hidden)" : `C: ${text}`);
      return;
    }
    if (tnx === "server") {
      if (inAuth && /^334\b/.test(text)) return void lines.push("S: 334 (challenge hidden)");
      inAuth = false;
      for (const line of text.split(/\r?\n/)) lines.push(`S: ${line}`);
      return;
    }
    // "User "name" failed to authenticate": the outcome without the name.
    if (data && "username" in data) return void lines.push(`* ${String(data.action ?? "authentication")}`);
    for (const line of text.split(/\r?\n/).filter(Boolean)) lines.push(`* ${line}`);
  };
  const logger = Object.fromEntries(
    ["trace", "debug", "info", "warn", "error", "fatal"].map((level) => [level, record]),
  );
  const nodemailer = await loadNodemailer();
  const transporter = nodemailer.createTransport({
    url,
    logger,
    debug: true,
    ...(dkim ? { dkim } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    return { delivered: true, lines };
  } catch (error) {
    return { delivered: false, error: String((error as Error).message).trim(), lines };
  } finally {
    transporter.close();
  }
}
