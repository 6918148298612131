// The development mailbox: every message the app would have sent, readable in the browser.
import type { ReactNode } from "react";
import { renderHtml } from "../../mail/render.tsx";
import type { findDevMail, listDevMail } from "./queries.ts";

type Listed = Awaited<ReturnType<typeof listDevMail>>[number];
type Message = NonNullable<Awaited<ReturnType<typeof findDevMail>>>;

const page = {
  fontFamily: "system-ui, sans-serif",
  maxWidth: 860,
  margin: "0 auto",
  padding: 16,
  color: "#1f2937",
};
const cell = {
  padding: "8px 10px",
  borderBottom: "1px solid #e5e7eb",
  textAlign: "left" as const,
  fontSize: 14,
};

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={page}>{children}</body>
    </html>
  );
}

export function mailboxPage(messages: Listed[]): string {
  return renderHtml(
    <Page title="Dev mailbox · Hangs">
      <h1>Dev mailbox</h1>
      <p>
        No SMTP_URL is set, so mail is kept here instead of being sent. Newest first. Not available when
        NODE_ENV=production.
      </p>
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <table style={{ borderCollapse: "collapse", width: "100%" }}>
          <thead>
            <tr>
              <th style={cell}>Subject</th>
              <th style={cell}>To</th>
              <th style={cell}>Time</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td style={cell}>
                  <a href={`/dev/mail/${m.id}`}>{m.subject}</a>
                </td>
                <td style={cell}>{m.recipient}</td>
                <td style={cell}>{m.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>,
  );
}

export function messagePage(m: Message): string {
  return renderHtml(
    <Page title={`${m.subject} · Dev mailbox`}>
      <p>
        <a href="/dev/mail">← All messages</a>
      </p>
      <h1 style={{ fontSize: 22 }}>{m.subject}</h1>
      <p>
        To: {m.recipient}
        <br />
        Sent: {m.createdAt.toISOString()}
        <br />
        Message-ID: {m.messageId}
      </p>
      <p>
        <a href={`/dev/mail/${m.id}/html`}>View HTML version</a>
        {m.attachments.map((a, i) => (
          <span key={a.filename}>
            {" · "}
            <a href={`/dev/mail/${m.id}/attachments/${i}`}>{a.filename}</a>
          </span>
        ))}
      </p>
      <h2 style={{ fontSize: 16 }}>Plain text</h2>
      <pre style={{ whiteSpace: "pre-wrap", background: "#f9fafb", padding: 12, borderRadius: 8 }}>
        {m.text}
      </pre>
    </Page>,
  );
}
