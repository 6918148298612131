// The one layout every e-mail shares: product name, a white card, a quiet footer.
import { Fragment, type ReactNode } from "react";
import { intlLocale } from "../../../shared/i18n/locales.ts";
import type { MailWords } from "../words.ts";

const ACCENT = "#e8590c";

/** The footer's links for a message a person can turn off. */
export interface StopLinks {
  thisHang: string;
  everything: string;
}

export function MailLayout({
  words,
  title,
  children,
  stop,
}: {
  words: MailWords;
  title: string;
  children: ReactNode;
  stop?: StopLinks;
}) {
  return (
    <html lang={intlLocale(words.locale)}>
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
                {words.t("mail.footer")}
                {stop ? (
                  <>
                    {" "}
                    <a href={stop.thisHang} style={{ color: "#4b5563" }}>
                      {words.t("mail.stopThisHang")}
                    </a>
                    {" · "}
                    <a href={stop.everything} style={{ color: "#4b5563" }}>
                      {words.t("mail.stopEverything")}
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

/** "See the hang: …" in small print under the message's own button. */
export function SeeTheHang({ words, hangUrl }: { words: MailWords; hangUrl: string }) {
  return (
    <p style={{ fontSize: 13, color: "#6b7280", margin: "20px 0 0" }}>
      {words.t("mail.seeTheHang")}: <a href={hangUrl}>{hangUrl}</a>
    </p>
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
export function stopLines(words: MailWords, stop: StopLinks): string[] {
  return [
    "",
    words.t("mail.stopThisHangLine", { url: stop.thisHang }),
    words.t("mail.stopEverythingLine", { url: stop.everything }),
  ];
}

/**
 * A translated sentence with some of its values in bold (the hang's name, an answer): each is
 * found in the sentence as the language placed it. React escapes every part.
 */
export function Emphasis({ text, bold }: { text: string; bold: readonly string[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  let left = bold.filter(Boolean);
  for (;;) {
    const found = left
      .map((value) => ({ value, at: rest.indexOf(value) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) break;
    parts.push(
      <Fragment key={parts.length}>{rest.slice(0, found.at)}</Fragment>,
      <strong key={parts.length + 1}>{found.value}</strong>,
    );
    rest = rest.slice(found.at + found.value.length);
    left = left.filter((value) => value !== found.value);
  }
  return (
    <>
      {parts}
      {rest}
    </>
  );
}

/** The same list in a plain-text mail. */
export function listLines(items: readonly string[], note?: string): string[] {
  if (items.length === 0) return [];
  return [...items.map((item) => `- ${item}`), ...(note ? [note] : [])];
}
