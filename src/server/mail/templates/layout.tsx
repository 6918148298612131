// The one layout every e-mail shares: product name, a white card, a quiet footer that says why the
// message came, that replies are not read, and (for mail nobody asked for) how to stop it.
import { Fragment, type ReactNode } from "react";
import { intlLocale } from "../../../shared/i18n/locales.ts";
import type { MailWords } from "../words.ts";

const ACCENT = "#e8590c";

/**
 * The footer's links for a message a person can turn off: the narrow stop (this hang's mail, or
 * invitations to groups) and "Never e-mail me from Hangs".
 */
export interface StopLinks {
  scope: "hang" | "groups";
  narrow: string;
  everything: string;
}

/** Why the recipient got the message, and, for mail they did not ask for, how to stop it. */
export interface MailFooter {
  reason: string;
  stop?: StopLinks;
}

const NARROW_STOP = { hang: "mail.stopThisHang", groups: "mail.stopGroupInvites" } as const;
const NARROW_STOP_LINE = { hang: "mail.stopThisHangLine", groups: "mail.stopGroupInvitesLine" } as const;

export function MailLayout({
  words,
  title,
  children,
  footer,
}: {
  words: MailWords;
  title: string;
  children: ReactNode;
  /** Unset only for mail about Hangs itself (an admin's test message). */
  footer?: MailFooter;
}) {
  const stop = footer?.stop;
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
                <p style={{ margin: "0 0 6px" }}>{footer ? footer.reason : words.t("mail.footer")}</p>
                <p style={{ margin: stop ? "0 0 6px" : 0 }}>{words.t("mail.noReplies")}</p>
                {stop ? (
                  <p style={{ margin: 0 }}>
                    <a href={stop.narrow} style={{ color: "#4b5563" }}>
                      {words.t(NARROW_STOP[stop.scope])}
                    </a>
                    {" · "}
                    <a href={stop.everything} style={{ color: "#4b5563" }}>
                      {words.t("mail.stopEverything")}
                    </a>
                  </p>
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

/** The footer in a plain-text mail, after the signature separator mail clients recognise. */
export function footerLines(words: MailWords, footer: MailFooter): string[] {
  const { stop } = footer;
  return [
    "",
    "-- ",
    footer.reason,
    words.t("mail.noReplies"),
    ...(stop
      ? [
          words.t(NARROW_STOP_LINE[stop.scope], { url: stop.narrow }),
          words.t("mail.stopEverythingLine", { url: stop.everything }),
        ]
      : []),
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
