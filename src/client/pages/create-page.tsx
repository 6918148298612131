import { useQueryClient } from "@tanstack/react-query";
import { LayoutDashboard, Repeat } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import type { UserHang } from "../../shared/user-hangs.ts";
import { AppHeader, PageShell } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { HostingNeedsSignIn, mayHost } from "../features/account/hosting-needs-sign-in.tsx";
import { type Account, useAccount, useAuth } from "../features/auth/api.ts";
import { FriendGroupsPanel } from "../features/groups/friend-groups-panel.tsx";
import { type CreatedHang, hangKey } from "../features/hangs/api.ts";
import {
  createStartFrom,
  EMPTY_START,
  settleCreateStart,
  takeCreateStart,
} from "../features/hangs/create-draft.ts";
import { CreateHangForm } from "../features/hangs/create-hang-form.tsx";
import { HangsOnDevice } from "../features/hangs/hangs-on-device.tsx";
import { RepeatPastHang } from "../features/repeat/repeat-past-hang.tsx";
import { templateOf } from "../features/repeat/template.ts";
import { t as translate, useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";
import { lazyChunk, retryImport } from "../lib/retry-import.ts";
import { forgetCreateDrafts } from "../lib/storage.ts";

// The invite screen follows a create (or a reload of /create?hang=), and friend groups sit below the
// form for people signed in: neither is part of the form's first load.
const loadInviteScreen = () => import("../features/hangs/restored-invite-screen.tsx");
const RestoredInviteScreen = lazyChunk(() =>
  loadInviteScreen().then((m) => ({ default: m.RestoredInviteScreen })),
);
/** Fetches the invite screen ahead of the answer; offline, once the connection is back. */
const prefetchInviteScreen = () => {
  // Only a head start: the screen downloads (and retries) itself when it is shown.
  retryImport(loadInviteScreen).catch(() => undefined);
};

/**
 * / and /create: the create form. The invite screen for a new hang has its own address,
 * /create?hang={id}, so a reload or Back brings it back from the token this browser keeps.
 */
export default function CreatePage() {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const account = useAccount();
  const auth = useAuth();
  const t = useT();
  const createdId = search.get("hang");
  const [start, setStart] = useState(takeCreateStart);
  const [formKey, setFormKey] = useState(0);
  usePageTitle(t(createdId ? "create.inviteTitle" : "create.title"));
  // The group page's Create Hang plans the hang for that group.
  const [groupId] = useState(() => new URLSearchParams(window.location.search).get("groupId") ?? undefined);

  useEffect(() => {
    settleCreateStart();
    window.scrollTo(0, 0);
  }, []);

  const showInvite = (hang: CreatedHang) => {
    // The invite screen shows the hang the server just answered with, without asking again.
    queryClient.setQueryData([...hangKey(hang.id), "as-host"], hang);
    // A repeat's past hang rides along in the address: "/" and "/create" are different routes.
    const repeatOf = start.repeatOf ? `&repeatOf=${encodeURIComponent(start.repeatOf)}` : "";
    navigate(`/create?hang=${hang.id}${repeatOf}`, { replace: true });
    window.scrollTo(0, 0);
  };

  const restart = (next: typeof start) => {
    setStart(next);
    setFormKey((k) => k + 1);
    window.scrollTo(0, 0);
  };

  const createAnother = () => {
    // A clean form: drop the created hang and any template or draft saved since this page opened.
    forgetCreateDrafts();
    restart(EMPTY_START);
    navigate("/create");
  };

  // The repeat dialog fills the form with the past hang's name, vibe, place and host; no times.
  const repeat = (hang: UserHang, who: Account) => {
    // A new plan: the draft of the form it replaces goes.
    forgetCreateDrafts();
    restart(createStartFrom({ ...templateOf(hang, who) }, {}));
    toast({ title: translate("create.templateReady") });
  };

  return (
    <PageShell header={<AppHeader showCreate={false} showDashboard={false} />}>
      {createdId ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-20">
              <Spinner label={t("create.loadingHang")} />
            </div>
          }
        >
          <RestoredInviteScreen
            key={createdId}
            id={createdId}
            onCreateAnother={createAnother}
            repeatOf={search.get("repeatOf") ?? undefined}
          />
        </Suspense>
      ) : (
        <>
          <div className="mb-6 text-center sm:mb-8">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("create.title")}</h1>
            <p className="mt-2 text-muted-foreground">{t("create.subtitle")}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              <RepeatPastHang onRepeat={repeat} />
              {account && (
                <Button asChild variant="outline" className="h-11">
                  <Link href="/dashboard">
                    <LayoutDashboard aria-hidden="true" />
                    {t("shell.dashboard")}
                  </Link>
                </Button>
              )}
              {account && (
                // A plan that comes round again: set it up once (for this group, from its page).
                <Button asChild variant="outline" className="h-11">
                  <Link href={`/series/new${groupId ? `?group=${encodeURIComponent(groupId)}` : ""}`}>
                    <Repeat aria-hidden="true" />
                    {t("seriesSetup.makeStanding")}
                  </Link>
                </Button>
              )}
            </div>
          </div>
          <HangsOnDevice key={formKey} />
          {auth.data && !mayHost(auth.data) ? (
            <HostingNeedsSignIn auth={auth.data} />
          ) : (
            <CreateHangForm
              key={formKey}
              start={start}
              groupId={groupId}
              onSending={prefetchInviteScreen}
              onCreated={showInvite}
            />
          )}
          <div className="mt-6">
            {/* The panel shows only where sign-in is offered. */}
            {auth.data?.provider && <FriendGroupsPanel />}
          </div>
        </>
      )}
    </PageShell>
  );
}
