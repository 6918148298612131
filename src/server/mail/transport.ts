// Where mail goes: an SMTP server (SMTP_URL, smtp:// or smtps:// with auth in the URL), or, without
// one, the development mailbox in the database (shown at /dev/mail) plus a log line.
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { devMail } from "../db/schema.ts";
import { log } from "../log.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per message, so a receiving server can drop a copy that a retry sent again. */
  messageId: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createTransport(opts: { smtpUrl?: string; from: string; db: Db }): MailTransport {
  return opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : devMailbox(opts.db);
}

function smtpTransport(url: string, from: string): MailTransport {
  // Short timeouts: a hung server must fail the attempt (and be retried) well before the job expires.
  const transporter = nodemailer.createTransport(url, {
    from,
    // A few reused connections instead of one per message.
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
      });
    },
    close: () => transporter.close(),
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
