import { useEffect, useState } from "react";
import { AppHeader, PageShell } from "../components/page-shell.tsx";
import type { HostHang } from "../features/hangs/api.ts";
import { EMPTY_START, settleCreateStart, takeCreateStart } from "../features/hangs/create-draft.ts";
import { CreateHangForm } from "../features/hangs/create-hang-form.tsx";
import { InviteScreen } from "../features/hangs/invite-screen.tsx";
import { takeCreateDrafts } from "../lib/storage.ts";

/** / and /create: the create form, then (same route) the invite screen for the new hang. */
export default function CreatePage() {
  const [start, setStart] = useState(takeCreateStart);
  const [created, setCreated] = useState<HostHang | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    settleCreateStart();
    window.scrollTo(0, 0);
  }, []);

  const showInvite = (hang: HostHang) => {
    setCreated(hang);
    window.scrollTo(0, 0);
  };

  const createAnother = () => {
    // A clean form: drop the created hang and any template saved since this page opened.
    takeCreateDrafts();
    setCreated(null);
    setStart(EMPTY_START);
    setFormKey((k) => k + 1);
    window.scrollTo(0, 0);
  };

  return (
    <PageShell header={<AppHeader showCreate={false} />}>
      {created ? (
        <InviteScreen hang={created} onCreateAnother={createAnother} />
      ) : (
        <>
          <div className="mb-6 text-center sm:mb-8">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Create a Hang</h1>
            <p className="mt-2 text-muted-foreground">Plan something fun with friends</p>
          </div>
          <CreateHangForm key={formKey} start={start} onCreated={showInvite} />
        </>
      )}
    </PageShell>
  );
}
