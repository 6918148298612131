// The local provider's account chooser: the accounts used before on this machine, and a form to
// use another one. Rendered on the server with every value escaped by React.
import type { CSSProperties, ReactNode } from "react";
import { renderHtml } from "../../mail/render.tsx";
import type { LocalAccount } from "./accounts.ts";

const ink = "#1f2937";
const muted = "#4b5563";
const accent = "#c2410c";
const box: CSSProperties = { border: "1px solid #e5e7eb", borderRadius: 12, padding: 16, margin: "16px 0" };
const button: CSSProperties = {
  minHeight: 44,
  padding: "10px 16px",
  borderRadius: 10,
  border: "none",
  background: accent,
  color: "#fff",
  fontSize: 16,
  fontWeight: 600,
  cursor: "pointer",
};
const accountButton: CSSProperties = {
  ...button,
  width: "100%",
  background: "#fff",
  color: ink,
  border: "1px solid #d1d5db",
  textAlign: "left",
  display: "block",
};
const field: CSSProperties = {
  display: "block",
  width: "100%",
  boxSizing: "border-box",
  minHeight: 44,
  padding: "8px 12px",
  fontSize: 16,
  border: "1px solid #6b7280",
  borderRadius: 8,
  marginTop: 4,
};

function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Choose an account · Hangs local sign-in</title>
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", color: ink, margin: 0, background: "#fffaf5" }}>
        <main style={{ maxWidth: 440, margin: "0 auto", padding: "32px 16px" }}>{children}</main>
      </body>
    </html>
  );
}

export interface ChooserState {
  action: string;
  accounts: readonly LocalAccount[];
  name?: string;
  email?: string;
  error?: string;
}

export function chooserPage({ action, accounts, name = "", email = "", error }: ChooserState): string {
  return renderHtml(
    <Page>
      <h1 style={{ fontSize: 28, margin: "0 0 4px" }}>Choose an account</h1>
      <p style={{ color: muted, margin: 0 }}>to continue to Hangs</p>
      <p style={{ ...box, background: "#fff7ed", color: ink, fontSize: 14 }}>
        This sign-in page is built into Hangs for trying it locally. It is not Google or any real account
        provider, asks for no password, and never runs in production.
      </p>
      {accounts.length > 0 && (
        <section aria-labelledby="used-before">
          <h2 id="used-before" style={{ fontSize: 18 }}>
            Accounts used on this machine
          </h2>
          <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
            {accounts.map((account) => (
              <li key={account.sub}>
                <form method="post" action={`${action}/select`}>
                  <input type="hidden" name="sub" value={account.sub} />
                  <button type="submit" style={accountButton}>
                    <span style={{ display: "block", fontWeight: 600 }}>{account.name}</span>
                    <span style={{ display: "block", color: muted, fontWeight: 400, fontSize: 14 }}>
                      {account.email}
                    </span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="another" style={box}>
        <h2 id="another" style={{ fontSize: 18, marginTop: 0 }}>
          Use another account
        </h2>
        <form method="post" action={`${action}/login`} noValidate>
          {error && (
            <p id="form-error" role="alert" style={{ color: "#b91c1c", fontWeight: 600 }}>
              {error}
            </p>
          )}
          <label htmlFor="name" style={{ display: "block", fontWeight: 600 }}>
            Name
          </label>
          <input id="name" name="name" autoComplete="name" defaultValue={name} style={field} />
          <label htmlFor="email" style={{ display: "block", fontWeight: 600, marginTop: 12 }}>
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "form-error" : undefined}
            style={field}
          />
          <button type="submit" style={{ ...button, marginTop: 16, width: "100%" }}>
            Continue
          </button>
        </form>
      </section>
      <form method="post" action={`${action}/abort`}>
        <button
          type="submit"
          style={{ ...button, background: "transparent", color: accent, padding: "10px 0" }}
        >
          Cancel and go back
        </button>
      </form>
    </Page>,
  );
}
