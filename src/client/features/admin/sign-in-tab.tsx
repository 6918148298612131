// Sign-in: the provider this instance is configured with, and why recent sign-ins failed.
import type { SignInOverview } from "../../../shared/admin.ts";
import { type MessageId, useT } from "../../i18n/i18n.ts";
import { useFormatWhen, useSignInOverview } from "./api.ts";
import { Empty, Facts, Loaded, Section } from "./parts.tsx";

/** Each kind of provider by its name on the page (Google by its own). */
const KIND = { google: "Google", oidc: "admin.kindOidc", local: "admin.kindLocal" } as const;

export function SignInTab() {
  const t = useT();
  const formatWhen = useFormatWhen();
  const signIn = useSignInOverview();
  return (
    <Loaded query={signIn}>
      {(overview) => (
        <div className="grid gap-5">
          <Section title={t("admin.provider")}>
            <ProviderFacts provider={overview.provider} />
          </Section>
          <Section title={t("admin.failuresTitle")} description={t("admin.failuresText")}>
            {overview.failures.length === 0 ? (
              <Empty>{t("admin.noFailures")}</Empty>
            ) : (
              <ul aria-label={t("admin.failuresTitle")} className="grid rounded-2xl border">
                {overview.failures.map((failure) => (
                  <li key={failure.id} className="grid gap-1 border-b px-4 py-3 last:border-0">
                    <p className="font-medium wrap-anywhere">
                      <code>{failure.error}</code>
                    </p>
                    {failure.description && <p className="text-sm wrap-anywhere">{failure.description}</p>}
                    <p className="text-xs text-muted-foreground">
                      {formatWhen(failure.at)} · {failure.providerId}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
    </Loaded>
  );
}

function ProviderFacts({ provider }: { provider: SignInOverview["provider"] }) {
  const t = useT();
  if (provider.kind === "off") {
    return <Facts items={[[t("admin.tabSignIn"), t("admin.signInOff", { reason: provider.reason })]]} />;
  }
  const kind = KIND[provider.kind];
  return (
    <Facts
      items={[
        [t("admin.kind"), kind === "Google" ? kind : t(kind satisfies MessageId)],
        [t("admin.name"), provider.name],
        [t("admin.issuer"), <code key="issuer">{provider.issuer}</code>],
        [
          t("admin.discoveryUrl"),
          <a
            key="discovery"
            href={provider.discoveryUrl}
            target="_blank"
            rel="noreferrer"
            className="font-mono text-primary underline underline-offset-2"
          >
            {provider.discoveryUrl}
          </a>,
        ],
      ]}
    />
  );
}
