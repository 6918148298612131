import { usePrefetchQuery, useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useParams, useSearchParams } from "wouter";
import { PageShell } from "../components/page-shell.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { useAccount } from "../features/auth/api.ts";
import { type Hang, useHang } from "../features/hangs/api.ts";
import { HangNotFound } from "../features/hangs/hang-not-found.tsx";
import type { Notified } from "../features/host/api.ts";
import { HostingBar, HostViewNeedsLink } from "../features/host/host-access.tsx";
import { isHostHang } from "../features/host/host-hang.ts";
import { type HangView, initialHangView } from "../features/host/initial-view.ts";
import { LiveNotice } from "../features/live/live-notice.tsx";
import { LockedInBanner } from "../features/live/locked-in-banner.tsx";
import { useLiveHang } from "../features/live/use-live-hang.ts";
import { type FullResponse, ownResponseKey, summaryQuery, useMyResponse } from "../features/responses/api.ts";
import { FirstScreenTakeover } from "../features/responses/first-screen.tsx";
import { useInvitation, useInvitationLink } from "../features/responses/invitation-link.ts";
import { useMailedResponseLink } from "../features/responses/mailed-link.ts";
import { OwnResponseIdContext } from "../features/responses/own-response-context.ts";
import { ResponsesView } from "../features/responses/responses-view.tsx";
import { RsvpView } from "../features/responses/rsvp-view.tsx";
import { ThanksView } from "../features/responses/thanks-view.tsx";
import { useFormat } from "../i18n/format.ts";
import { useT } from "../i18n/i18n.ts";
import { usePageTitle } from "../lib/page-title.ts";
import { lazyChunk } from "../lib/retry-import.ts";
import {
  forgetOwnResponse,
  hostTokenFor,
  type OwnResponse,
  ownResponseFor,
  saveHostToken,
  saveOwnResponse,
} from "../lib/storage.ts";

type View = HangView;
type RsvpArrival = "edit" | "back" | undefined;

// Host views (and the finalized screen) load on demand, so a guest answering a hang in planning
// downloads none of the finalize form, location dialog or dashboard code.
const HostDashboard = lazyChunk(() =>
  import("../features/host/host-dashboard.tsx").then((m) => ({ default: m.HostDashboard })),
);
const FinalizeView = lazyChunk(() =>
  import("../features/host/finalize-view.tsx").then((m) => ({ default: m.FinalizeView })),
);
const SuccessView = lazyChunk(() =>
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
  const fromMailedLink = useMailedResponseLink(id);
  useInvitationLink(id);
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const hostMode = search.get("host") === "true";
  const details = search.get("details") === "true";
  // The host link in the "Your hang is ready" e-mail carries the token once; this browser keeps it.
  const linkToken = hostMode ? search.get("token") || undefined : undefined;
  // The token goes along only when asked for the host view, and only from a browser that holds it.
  const editToken = hostMode ? (linkToken ?? hostTokenFor(id)) : undefined;
  const hang = useHang(id, editToken);
  // The guest view's summary is asked for with the hang (index.html preloads both), so the page
  // renders once with both rather than a second time when the summary arrives.
  usePrefetchQuery(summaryQuery({ hangId: id, editToken }));
  // Other people's answers and the host's changes appear while the page is open.
  const live = hang.isSuccess && !hang.data.isCancelled;
  const notice = useLiveHang(id, live, hang.data?.viewer.isHost ?? false);
  const deletedLink = search.get("cancelled") === "1";
  const t = useT();
  usePageTitle(
    hang.data
      ? hang.data.name
      : hang.isError
        ? deletedLink
          ? t("hang.cancelled")
          : t("hang.notFound")
        : undefined,
  );
  const confirmedHost = hang.data ? isHostHang(hang.data) : false;

  useEffect(() => {
    if (!linkToken || !confirmedHost) return;
    saveHostToken(id, linkToken);
    // Keep the secret out of the address bar (and of anything copied from it).
    navigate(`/hang/${id}?host=true`, { replace: true });
  }, [id, linkToken, confirmedHost, navigate]);

  return (
    <PageShell>
      {!hang.isPending && <FirstScreenTakeover />}
      {hang.isPending ? (
        <Loading />
      ) : hang.isError ? (
        <HangNotFound deleted={deletedLink} />
      ) : hang.data.isCancelled ? (
        <HangCancelled hang={hang.data} />
      ) : (
        <HangViews
          key={`${hang.data.id}:${hostMode}`}
          hang={hang.data}
          hostRequested={hostMode}
          initialView={initialHangView(hang.data, { host: hostMode, details })}
          fromMailedLink={fromMailedLink}
        />
      )}
      <LiveNotice text={notice} />
    </PageShell>
  );
}

function HangViews(props: {
  hang: Hang;
  hostRequested: boolean;
  initialView: View;
  fromMailedLink: boolean;
}) {
  const { hang, hostRequested } = props;
  const isHost = isHostHang(hang);
  // The host view asked for by someone the server did not recognise: say why, don't fall back silently.
  const [hostRefused, setHostRefused] = useState(hostRequested && !isHost);
  if (hostRefused) {
    return <HostViewNeedsLink onGuestView={() => setHostRefused(false)} />;
  }
  const hosting = !isHost && Boolean(hostTokenFor(hang.id));
  return (
    <div className="grid gap-5">
      {hosting && <HostingBar hangId={hang.id} />}
      <CurrentView {...props} initialView={hostRequested && !isHost ? "rsvp" : props.initialView} />
    </div>
  );
}

function CurrentView({
  hang,
  initialView,
  fromMailedLink,
}: {
  hang: Hang;
  initialView: View;
  fromMailedLink: boolean;
}) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(initialView);
  // The guest's own mailed link opens on their answer's form, ready to change.
  const [arrival, setArrival] = useState<RsvpArrival>(fromMailedLink ? "edit" : undefined);
  const [own, setOwn] = useState<OwnResponse | undefined>(() => ownResponseFor(hang.id));
  // A personal invitation whose address had answered when the page opened: that answer is this
  // guest's, opened to change as their mailed link would. Only as the page opens: the answer the
  // guest sends through the invitation is already theirs.
  const invitation = useInvitation(hang.id).data;
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || invitation === undefined) return;
    looked.current = true;
    const invited = invitation?.response;
    if (own || !invited) return;
    const next = { responseId: invited.id, secret: invited.key };
    saveOwnResponse(hang.id, next);
    setOwn(next);
    setArrival("edit");
  }, [own, invitation, hang.id]);
  // Signed in on a device that holds no answer: the server finds theirs by the verified e-mail.
  const signedIn = Boolean(useAccount());
  const mine = useMyResponse(hang.id, signedIn && !own);
  useEffect(() => {
    if (own || !mine.data) return;
    queryClient.setQueryData(ownResponseKey(hang.id, mine.data.id), mine.data);
    setOwn({ responseId: mine.data.id });
  }, [own, mine.data, hang.id, queryClient]);
  const [lastSaved, setLastSaved] = useState<FullResponse>();
  const [finalized, setFinalized] = useState<Notified>();

  const show = (next: View, arriving?: RsvpArrival) => {
    setView(next);
    setArrival(arriving);
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
        own={own}
        onSeeAll={() => show("responses")}
        onChange={() => show("rsvp", "edit")}
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
        <SuccessView
          hang={hang}
          notified={finalized?.notified}
          onBack={() => show("responses")}
          onAnswer={own ? undefined : () => show("rsvp")}
          own={own}
        />
      </OnDemand>
    );
  }
  if ((view === "responses" || view === "finalize") && isHostHang(hang)) {
    return (
      <OnDemand>
        <HostDashboard hang={hang} onFinalize={() => show("finalize")} />
      </OnDemand>
    );
  }
  // A guest's page learns of a lock-in made while it is open; what they typed stays.
  return (
    <OwnResponseIdContext.Provider value={own?.responseId}>
      <LockedInBanner hang={hang} onShow={() => show("success")} />
      {view === "responses" || view === "finalize" ? (
        <ResponsesView hang={hang} own={own} onBack={() => show("rsvp", "back")} />
      ) : (
        <RsvpView
          key={arrival ?? "loaded"}
          hang={hang}
          own={own}
          onForgetOwn={forgetOwn}
          onSaved={saved}
          arrival={arrival}
        />
      )}
    </OwnResponseIdContext.Provider>
  );
}

function HangCancelled({ hang }: { hang: Hang }) {
  const t = useT();
  const format = useFormat();
  const when = hang.cancelledAt ? format.longDate(hang.cancelledAt) : t("hang.unknownDate");
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        <Ban className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("hang.cancelled")}</h1>
        <p className="text-muted-foreground">{t("hang.cancelledOn", { hostName: hang.hostName, when })}</p>
        <p className="text-sm font-medium break-words">{hang.name}</p>
        {hang.cancelReason && (
          <blockquote className="w-full rounded-xl bg-muted px-4 py-3 text-left text-sm">
            <span className="font-semibold">{t("hang.reason")} </span>
            {hang.cancelReason}
          </blockquote>
        )}
      </CardContent>
    </Card>
  );
}
