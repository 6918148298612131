// The one layout every e-mail shares: product name, a white card, a quiet footer.
import type { ReactNode } from "react";

const ACCENT = "#e8590c";

/** The footer's links for a message a person can turn off. */
export interface StopLinks {
  thisHang: string;
  everything: string;
}

export function MailLayout({
  title,
  children,
  stop,
}: {
  title: string;
  children: ReactNode;
  stop?: StopLinks;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: "24px 12px",
          background: "#fdf6ef",
          fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
          color: "#1f2937",
        }}
      >
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ maxWidth: 560, margin: "0 auto" }}
        >
          <tbody>
            <tr>
              <td style={{ fontSize: 22, fontWeight: 700, color: ACCENT, padding: "0 4px 16px" }}>Hangs</td>
            </tr>
            <tr>
              <td
                style={{
                  background: "#ffffff",
                  borderRadius: 16,
                  padding: 28,
                  boxShadow: "0 1px 3px rgba(0,0,0,0.08)",
                }}
              >
                {children}
              </td>
            </tr>
            <tr>
              <td style={{ fontSize: 12, color: "#6b7280", padding: "16px 4px" }}>
                Sent by Hangs because someone planned a get-together with you.
                {stop ? (
                  <>
                    {" "}
                    <a href={stop.thisHang} style={{ color: "#4b5563" }}>
                      Stop reminders for this hang
                    </a>
                    {" · "}
                    <a href={stop.everything} style={{ color: "#4b5563" }}>
                      Never e-mail me from Hangs
                    </a>
                  </>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        background: ACCENT,
        color: "#ffffff",
        padding: "12px 22px",
        borderRadius: 10,
        textDecoration: "none",
        fontWeight: 600,
      }}
    >
      {children}
    </a>
  );
}

export function MailHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 22, margin: "0 0 12px", lineHeight: 1.3 }}>{children}</h1>;
}

export function MailText({ children }: { children: ReactNode }) {
  return <p style={{ fontSize: 15, lineHeight: 1.6, margin: "0 0 14px" }}>{children}</p>;
}

/** A bulleted list of lines (times, usually) and what clock they are on; nothing when empty. */
export function MailList({ items, note }: { items: readonly string[]; note?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <ul style={{ paddingLeft: 20, margin: note ? "0 0 8px" : "0 0 20px", fontSize: 15, lineHeight: 1.7 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {note ? <p style={{ fontSize: 13, color: "#57534e", margin: "0 0 20px" }}>{note}</p> : null}
    </>
  );
}

/** The footer's links in a plain-text mail. */
export function stopLines(stop: StopLinks): string[] {
  return [
    "",
    `Stop reminders for this hang: ${stop.thisHang}`,
    `Never e-mail me from Hangs: ${stop.everything}`,
  ];
}

/** The same list in a plain-text mail. */
export function listLines(items: readonly string[], note?: string): string[] {
  if (items.length === 0) return [];
  return [...items.map((item) => `- ${item}`), ...(note ? [note] : [])];
}
