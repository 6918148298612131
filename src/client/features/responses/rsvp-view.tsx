import { TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { newTimesFor } from "../../../shared/awaiting-new-times.ts";
import { sameEmail } from "../../../shared/responses.ts";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { hostTokenFor, type OwnResponse } from "../../lib/storage.ts";
import { ActivityPanel } from "../activities/activity-panel.tsx";
import { useVoter } from "../activities/voter.ts";
import { BringListPanel } from "../bring-list/lazy-bring-list-panel.tsx";
import type { Hang } from "../hangs/api.ts";
import { HANG_TITLE_ID, HangHeading, HangZoneNote } from "../hangs/hang-heading.tsx";
import { PhotoAlbum } from "../photos/lazy-album.tsx";
import { QuestionAnswersCard } from "../questions/lazy-question-parts.tsx";
import { AnswerByNote, AnswersClosedCard, useAnswersClosed } from "./answer-by-note.tsx";
import { type FullResponse, useOwnResponse, useSummary } from "./api.ts";
import { EmailTakenNotice } from "./email-taken-notice.tsx";
import { afterFirstScreenPress } from "./first-screen-press.ts";
import { useFocusOnShow } from "./focus-on-show.ts";
import { useInvitation } from "./invitation-link.ts";
import { NewTimesHeading } from "./new-times-heading.tsx";
import { OwnAnswerCard } from "./own-answer-card.tsx";
import { RespondedSoFar } from "./responded-so-far.tsx";
import { RsvpForm } from "./rsvp-form.tsx";
import { hasVisited, markVisited } from "./visited.ts";
import { useHasSpot } from "./waitlist-note.tsx";
import { WelcomeNote } from "./welcome-note.tsx";

export interface RsvpViewProps {
  hang: Hang;
  own: OwnResponse | undefined;
  /** The stored response is gone or no longer ours: forget it. */
  onForgetOwn: () => void;
  onSaved: (response: FullResponse, secret: string | undefined) => void;
  /**
   * How the guest got here: "edit" opens their answer's form (their mailed link, Change my answer),
   * "back" returns from the responses; either way focus starts there. Undefined: the page loaded.
   */
  arrival?: "edit" | "back" | undefined;
}

export function RsvpView({ hang, own, onForgetOwn, onSaved, arrival }: RsvpViewProps) {
  // The same URL for every guest, so the preload index.html names is the one used.
  const t = useT();
  const summary = useSummary({ hangId: hang.id });
  const ownResponse = useOwnResponse(hang.id, own);
  const [editing, setEditing] = useState(arrival === "edit");
  // Where the focus goes as the guest moves between their answer and its form.
  const [focusOn, setFocusOn] = useState<"form" | "answer" | undefined>(
    arrival === "edit" ? "form" : undefined,
  );
  const invitation = useInvitation(hang.id);
  // "Submit New Response": a fresh form in place of the shown answer, which sending replaces.
  const [answeringAgain, setAnsweringAgain] = useState(false);
  // Cancel Edit on the new times' form: the answer as it stands is shown instead.
  const [keptAsIs, setKeptAsIs] = useState(false);
  // An e-mail someone already answered with from another browser, and what was mailed to it.
  const [taken, setTaken] = useState<{ email: string; note: string }>();
  // First visit of someone who has not answered and is not the host: a note explains the flow.
  const [welcome, setWelcome] = useState(() => !own && !hasVisited() && !hostTokenFor(hang.id));
  // Put away on the server's first screen by a press that began before this render and ended after
  // it: it stays away once the app takes over.
  useLayoutEffect(
    () =>
      afterFirstScreenPress(() => {
        if (hasVisited()) setWelcome(false);
      }),
    [],
  );
  useEffect(() => {
    if (arrival === "back") document.getElementById(HANG_TITLE_ID)?.focus();
  }, [arrival]);
  const [typed, setTyped] = useState({ name: "", email: "" });
  const onIdentityChange = useCallback(
    (name: string, email: string) =>
      setTyped((prev) => (prev.name === name && prev.email === email ? prev : { name, email })),
    [],
  );

  // Only the secret's holder gets the e-mail back; anything else means the entry is stale.
  const ownData = ownResponse.data && "guestEmail" in ownResponse.data ? ownResponse.data : undefined;
  const ownStale =
    (ownResponse.isSuccess && !ownData) ||
    (ownResponse.isError && (isApiError(ownResponse.error, 404) || isApiError(ownResponse.error, 403)));
  useEffect(() => {
    if (ownStale) onForgetOwn();
  }, [ownStale, onForgetOwn]);

  const capacity = hang.maxCapacity;
  // Every time is full for a single guest (decision 0065); a time full for a party shows in the form.
  const full = capacity != null && (summary.data?.full ?? false);
  // An invitation's address (or its answer, which the page then adopts) is known before the form
  // shows; a later refetch never swaps the form away mid-save.
  const waitingForOwn = (Boolean(own) && ownResponse.isPending) || invitation.isLoading;
  const closed = useAnswersClosed(hang);
  // A guest the host's new times are waiting on (the re-poll mail's link, say) starts in their
  // answer's form, the new times marked, rather than on the answer as it was.
  const newTimes = ownData && own ? newTimesFor(hang.timeSlots, ownData) : undefined;
  const awaitingKeys = newTimes?.awaiting ? newTimes.newKeys : undefined;
  // Once asked, the form stays until the guest saves or cancels: the answer refreshed under it (the
  // save's own echo, a live update) must not swap the form away mid-save, which would drop the
  // save's "thanks".
  const [askedKeys, setAskedKeys] = useState<string[]>();
  const [answeredNewTimes, setAnsweredNewTimes] = useState(false);
  useEffect(() => {
    if (awaitingKeys && !askedKeys) setAskedKeys(awaitingKeys);
  }, [awaitingKeys, askedKeys]);
  const newKeys = askedKeys ?? awaitingKeys;
  const askingNewTimes = Boolean(newKeys) && !answeredNewTimes && !keptAsIs && !answeringAgain && !closed;
  const editingNow = editing || askingNewTimes;
  const showingOwn = Boolean(ownData) && !editingNow && !answeringAgain;
  const identity = showingOwn && ownData ? { name: ownData.guestName, email: ownData.guestEmail } : typed;
  const ownAnswer = ownData && own ? { email: ownData.guestEmail, secret: own.secret } : undefined;
  // A confirmed guest (promoted from the waitlist, say) is told they have a spot, not that it's full.
  const ownHasSpot = useHasSpot(hang, ownData);
  const voter = useVoter(hang.id, identity.name, identity.email, ownAnswer);

  return (
    <div className="grid grid-cols-1 gap-6">
      {/* The zone line (known in the browser only) goes below the welcome note, so the note the
          server drew does not move when the app takes over. */}
      <HangHeading hang={hang} zoneNote={!welcome} />
      {welcome && (
        <WelcomeNote
          hostName={hang.hostName}
          hangName={hang.name}
          onClose={() => {
            // "Got it" is enough: it does not come back on the next visit.
            markVisited();
            setWelcome(false);
            document.getElementById(HANG_TITLE_ID)?.focus();
          }}
        />
      )}
      {welcome && <HangZoneNote hang={hang} />}
      <AnswerByNote hang={hang} />

      {full && capacity != null && !(showingOwn && ownHasSpot) && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t("answer.hangFull")}</p>
            <p className="text-sm">{t("answer.spotsTaken", { capacity })}</p>
          </div>
        </div>
      )}

      {waitingForOwn ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : showingOwn && ownData && own ? (
        <OwnAnswerCard
          hang={hang}
          response={ownData}
          own={own}
          takeFocus={focusOn === "answer"}
          onEdit={() => {
            setEditing(true);
            setFocusOn("form");
          }}
          onSubmitNew={() => {
            setAnsweringAgain(true);
            setFocusOn("form");
          }}
          onRemoved={onForgetOwn}
        />
      ) : closed ? (
        <AnswersClosedCard hang={hang} />
      ) : (
        <Card>
          {askingNewTimes ? (
            <NewTimesHeading hostName={hang.hostName} />
          ) : (
            editing && ownData && <EditHeading takeFocus={focusOn === "form"} />
          )}
          <CardContent className={editingNow ? "grid gap-4" : "grid gap-4 pt-5 sm:pt-6"}>
            {taken && !editingNow && sameEmail(typed.email, taken.email) && (
              <EmailTakenNotice key={taken.note + taken.email} note={taken.note} />
            )}
            <RsvpForm
              key={editingNow && ownData ? `edit-${ownData.id}` : answeringAgain ? "again" : "new"}
              hang={hang}
              full={full}
              editing={editingNow && ownData && own ? { response: ownData, own } : undefined}
              newTimes={askingNewTimes ? newKeys : undefined}
              takenEmail={taken?.email}
              existing={
                ownData && own && !editingNow
                  ? {
                      response: ownData,
                      own,
                      onEdit: () => {
                        setAnsweringAgain(false);
                        setEditing(true);
                        setFocusOn("form");
                      },
                    }
                  : undefined
              }
              // Someone else's answer from this browser: their own name and address, typed afresh.
              prefill={
                answeringAgain && ownData
                  ? { guestName: "", guestEmail: "", isPublic: ownData.isPublic }
                  : undefined
              }
              invitedEmail={answeringAgain ? undefined : (invitation.data?.email ?? undefined)}
              onSaved={(saved, secret) => {
                setEditing(false);
                setAnsweredNewTimes(true);
                setAnsweringAgain(false);
                setTaken(undefined);
                onSaved(saved, secret);
              }}
              onCancelEdit={() => {
                setEditing(false);
                setAnsweringAgain(false);
                setKeptAsIs(true);
                setFocusOn("answer");
              }}
              onAlreadyResponded={(email, note) => setTaken({ email, note })}
              onFull={() => void summary.refetch()}
              onIdentityChange={onIdentityChange}
              onUsed={markVisited}
            />
          </CardContent>
        </Card>
      )}

      {hang.allowActivitySuggestions && <ActivityPanel hangId={hang.id} voter={voter} />}

      <BringListPanel hangId={hang.id} own={ownData ? own : undefined} answer={ownData?.response} />
      <PhotoAlbum hang={hang} access={ownData && own ? { host: false, own } : undefined} />

      <RespondedSoFar hang={hang} summary={summary.data} loading={summary.isPending} />
      <QuestionAnswersCard hang={hang} />
    </div>
  );
}

/** The top of the answer's form when the guest opened it to change their answer. */
function EditHeading({ takeFocus }: { takeFocus: boolean }) {
  const t = useT();
  const heading = useFocusOnShow(takeFocus);
  return (
    <CardHeader className="pb-2">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-lg leading-tight font-semibold tracking-tight outline-none"
      >
        {t("answer.editYourResponse")}
      </h2>
    </CardHeader>
  );
}
