// Sign-in: the provider this instance is configured with, and why recent sign-ins failed.
import type { SignInOverview } from "../../../shared/admin.ts";
import { formatWhen, useSignInOverview } from "./api.ts";
import { Empty, Facts, Loaded, Section } from "./parts.tsx";

const KIND = { google: "Google", oidc: "OpenID Connect issuer", local: "Built-in local provider" } as const;

export function SignInTab() {
  const signIn = useSignInOverview();
  return (
    <Loaded query={signIn}>
      {(overview) => (
        <div className="grid gap-5">
          <Section title="Provider">
            <ProviderFacts provider={overview.provider} />
          </Section>
          <Section title="Recent sign-in failures" description="The provider's own error, newest first.">
            {overview.failures.length === 0 ? (
              <Empty>No sign-in failures recorded.</Empty>
            ) : (
              <ul aria-label="Recent sign-in failures" className="grid rounded-2xl border">
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
  if (provider.kind === "off") return <Facts items={[["Sign-in", `Off: ${provider.reason}`]]} />;
  return (
    <Facts
      items={[
        ["Kind", KIND[provider.kind]],
        ["Name", provider.name],
        ["Issuer", <code key="issuer">{provider.issuer}</code>],
        [
          "Discovery URL",
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
