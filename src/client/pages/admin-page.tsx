// /admin: mail, sign-in, people, the instance and the audit log, for admins. Anyone else sees the
// not-found card; the server answers them 404 on every /api/admin call whatever this page does.
import { Tabs } from "radix-ui";
import { useState } from "react";
import { AppHeader, PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useAudit } from "../features/admin/api.ts";
import { AuditTab } from "../features/admin/audit-tab.tsx";
import { InstanceTab } from "../features/admin/instance-tab.tsx";
import { MailTab } from "../features/admin/mail-tab.tsx";
import { PeopleTab } from "../features/admin/people-tab.tsx";
import { SignInTab } from "../features/admin/sign-in-tab.tsx";
import { useAuth } from "../features/auth/api.ts";
import { useT } from "../i18n/i18n.ts";
import { isApiError } from "../lib/http.ts";
import { usePageTitle } from "../lib/page-title.ts";

const TABS = {
  mail: { label: "admin.tabMail", Panel: MailTab },
  "sign-in": { label: "admin.tabSignIn", Panel: SignInTab },
  people: { label: "admin.tabPeople", Panel: PeopleTab },
  instance: { label: "admin.tabInstance", Panel: InstanceTab },
  audit: { label: "admin.tabAudit", Panel: AuditTab },
} as const;
type Tab = keyof typeof TABS;

const TAB_CLASS =
  "h-11 min-w-0 flex-1 rounded-lg px-1 text-sm font-semibold text-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-2";

export default function AdminPage() {
  const auth = useAuth();
  if (auth.isPending) return <PageSpinner />;
  if (!auth.data?.user?.isAdmin) return <NotFoundCard />;
  return <AdminView />;
}

/** The open tab lives in the address (#people), so a reload or a shared link keeps it. */
function tabFromHash(): Tab {
  const hash = window.location.hash.slice(1);
  return hash in TABS ? (hash as Tab) : "mail";
}

function AdminView() {
  const t = useT();
  usePageTitle(t("admin.title"));
  // Also the check that this person is (still) an admin: the server decides, on every call.
  const audit = useAudit();
  const [tab, setTab] = useState<Tab>(tabFromHash);
  if (isApiError(audit.error, 404)) return <NotFoundCard />;
  const choose = (value: string) => {
    setTab(value as Tab);
    window.history.replaceState(window.history.state, "", `#${value}`);
  };
  return (
    <PageShell header={<AppHeader />}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("admin.title")}</h1>
      <Tabs.Root value={tab} onValueChange={choose} className="grid gap-4">
        <Tabs.List aria-label={t("admin.sections")} className="flex flex-wrap gap-1 rounded-xl bg-muted p-1">
          {Object.entries(TABS).map(([value, { label }]) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {Object.entries(TABS).map(([value, { Panel }]) => (
          <Tabs.Content key={value} value={value} className="outline-none">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageShell>
  );
}

/** What anyone but an admin sees: the app's not-found card (the API answers them 404 as well). */
function NotFoundCard() {
  const t = useT();
  usePageTitle(t("admin.pageNotFound"));
  return (
    <PageShell className="flex items-start justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <h1 className="text-2xl font-bold">{t("admin.notFoundHeading")}</h1>
          <p className="mt-4 text-sm text-muted-foreground">{t("admin.notFoundText")}</p>
        </CardContent>
      </Card>
    </PageShell>
  );
}
