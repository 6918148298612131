import { useQueryClient } from "@tanstack/react-query";
import { Ban, SearchX } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { Link, useParams, useSearchParams } from "wouter";
import { PageShell } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { type Hang, useHang } from "../features/hangs/api.ts";
import type { Notified } from "../features/host/api.ts";
import { isHostHang } from "../features/host/host-hang.ts";
import { type HangView, initialHangView } from "../features/host/initial-view.ts";
import { type FullResponse, ownResponseKey } from "../features/responses/api.ts";
import { useMailedResponseLink } from "../features/responses/mailed-link.ts";
import { ResponsesView } from "../features/responses/responses-view.tsx";
import { RsvpView } from "../features/responses/rsvp-view.tsx";
import { ThanksView } from "../features/responses/thanks-view.tsx";
import { formatLongDate } from "../lib/dates.ts";
import {
  forgetOwnResponse,
  hostTokenFor,
  type OwnResponse,
  ownResponseFor,
  saveOwnResponse,
} from "../lib/storage.ts";

type View = HangView;

// Host views (and the finalized screen) load on demand, so a guest answering a hang in planning
// downloads none of the finalize form, location dialog or dashboard code.
const HostDashboard = lazy(() =>
  import("../features/host/host-dashboard.tsx").then((m) => ({ default: m.HostDashboard })),
);
const FinalizeView = lazy(() =>
  import("../features/host/finalize-view.tsx").then((m) => ({ default: m.FinalizeView })),
);
const SuccessView = lazy(() =>
  import("../features/host/success-view.tsx").then((m) => ({ default: m.SuccessView })),
);

function Loading() {
  return (
    <div className="flex justify-center py-20">
      <Spinner />
    </div>
  );
}

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * /hang/:id — the guest's RSVP, the thanks screen and the responses (host or public). A mailed
 * link (?response=…&key=…) opens the guest's own answer for editing.
 */
export default function HangPage() {
  const { id = "" } = useParams<{ id: string }>();
  // First, before any view reads this browser's stored responses.
  useMailedResponseLink(id);
  const [search] = useSearchParams();
  const hostMode = search.get("host") === "true";
  const details = search.get("details") === "true";
  // The token goes along only when asked for the host view, and only from the creating browser.
  const [editToken] = useState(() => (hostMode ? hostTokenFor(id) : undefined));
  const hang = useHang(id, editToken);

  return (
    <PageShell>
      {hang.isPending ? (
        <Loading />
      ) : hang.isError ? (
        <HangNotFound />
      ) : hang.data.isCancelled ? (
        <HangCancelled hang={hang.data} />
      ) : (
        <HangViews
          key={hang.data.id}
          hang={hang.data}
          initialView={initialHangView(hang.data, { host: hostMode, details })}
        />
      )}
    </PageShell>
  );
}

function HangViews({ hang, initialView }: { hang: Hang; initialView: View }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(initialView);
  const [own, setOwn] = useState<OwnResponse | undefined>(() => ownResponseFor(hang.id));
  const [lastSaved, setLastSaved] = useState<FullResponse>();
  const [finalized, setFinalized] = useState<Notified>();

  const show = (next: View) => {
    setView(next);
    window.scrollTo(0, 0);
  };

  const forgetOwn = useCallback(() => {
    forgetOwnResponse(hang.id);
    setOwn(undefined);
  }, [hang.id]);

  const saved = (response: FullResponse, secret: string | undefined) => {
    const next = secret ? { responseId: response.id, secret } : own;
    if (next) {
      if (secret) saveOwnResponse(hang.id, next);
      queryClient.setQueryData(ownResponseKey(hang.id, next.responseId), response);
      setOwn(next);
    }
    setLastSaved(response);
    show("thanks");
  };

  if (view === "thanks" && lastSaved) {
    return (
      <ThanksView
        hang={hang}
        response={lastSaved}
        onSeeAll={() => show("responses")}
        onChange={() => show("rsvp")}
      />
    );
  }
  if (view === "finalize" && isHostHang(hang)) {
    const done = (result: Notified) => {
      setFinalized(result);
      show("success");
    };
    return (
      <OnDemand>
        <FinalizeView hang={hang} onBack={() => show("responses")} onDone={done} />
      </OnDemand>
    );
  }
  if (view === "success" && hang.finalDateTime) {
    return (
      <OnDemand>
        <SuccessView hang={hang} notified={finalized?.notified} onBack={() => show("responses")} />
      </OnDemand>
    );
  }
  if (view === "responses" || view === "finalize") {
    return isHostHang(hang) ? (
      <OnDemand>
        <HostDashboard hang={hang} onFinalize={() => show("finalize")} />
      </OnDemand>
    ) : (
      <ResponsesView hang={hang} onBack={() => show("rsvp")} />
    );
  }
  return <RsvpView hang={hang} own={own} onForgetOwn={forgetOwn} onSaved={saved} />;
}

function HangNotFound() {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <SearchX className="size-10 text-orange-300" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Hang not found</h1>
        <p className="text-muted-foreground">This hang doesn't exist or has been removed.</p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/">Go Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function HangCancelled({ hang }: { hang: Hang }) {
  const when = hang.cancelledAt ? formatLongDate(hang.cancelledAt) : "an unknown date";
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <Ban className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Hang Cancelled</h1>
        <p className="text-muted-foreground">
          {hang.hostName} cancelled this hang on {when}
        </p>
        <p className="text-sm font-medium break-words">{hang.name}</p>
        {hang.cancelReason && (
          <blockquote className="w-full rounded-xl bg-muted px-4 py-3 text-left text-sm">
            <span className="font-semibold">Reason: </span>
            {hang.cancelReason}
          </blockquote>
        )}
      </CardContent>
    </Card>
  );
}
