import { TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { newTimesFor } from "../../../shared/awaiting-new-times.ts";
import { isFull } from "../../../shared/capacity.ts";
import { sameEmail } from "../../../shared/responses.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import { hostTokenFor, type OwnResponse } from "../../lib/storage.ts";
import { ActivityPanel } from "../activities/activity-panel.tsx";
import { useVoter } from "../activities/voter.ts";
import type { Hang } from "../hangs/api.ts";
import { HangHeading } from "../hangs/hang-heading.tsx";
import { AnswerByNote, AnswersClosedCard, useAnswersClosed } from "./answer-by-note.tsx";
import { type FullResponse, useOwnResponse, useSummary } from "./api.ts";
import { EmailTakenNotice } from "./email-taken-notice.tsx";
import { NewTimesHeading } from "./new-times-heading.tsx";
import { OwnAnswerCard } from "./own-answer-card.tsx";
import { RespondedSoFar } from "./responded-so-far.tsx";
import { RsvpForm } from "./rsvp-form.tsx";
import { hasVisited, markVisited } from "./visited.ts";
import { useHasSpot } from "./waitlist-note.tsx";
import { WelcomeDialog } from "./welcome-dialog.tsx";

export interface RsvpViewProps {
  hang: Hang;
  own: OwnResponse | undefined;
  /** The stored response is gone or no longer ours: forget it. */
  onForgetOwn: () => void;
  onSaved: (response: FullResponse, secret: string | undefined) => void;
}

export function RsvpView({ hang, own, onForgetOwn, onSaved }: RsvpViewProps) {
  // The same URL for every guest, so the preload index.html names is the one used.
  const t = useT();
  const summary = useSummary({ hangId: hang.id });
  const ownResponse = useOwnResponse(hang.id, own);
  const [editing, setEditing] = useState(false);
  // "Submit New Response": a fresh form in place of the shown answer, which sending replaces.
  const [answeringAgain, setAnsweringAgain] = useState(false);
  // Cancel Edit on the new times' form: the answer as it stands is shown instead.
  const [keptAsIs, setKeptAsIs] = useState(false);
  // An e-mail someone already answered with from another browser, and what was mailed to it.
  const [taken, setTaken] = useState<{ email: string; note: string }>();
  // First visit of someone who has not answered and is not the host: explain the flow.
  const [welcome, setWelcome] = useState(() => !own && !hasVisited() && !hostTokenFor(hang.id));
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
  const full = isFull(summary.data?.counts.yes ?? 0, capacity);
  const waitingForOwn = Boolean(own) && ownResponse.isPending;
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
      <HangHeading hang={hang} />
      <AnswerByNote hang={hang} />
      {welcome && (
        <WelcomeDialog
          hostName={hang.hostName}
          hangName={hang.name}
          onClose={() => {
            // Closing it ("Got it", × or Escape) is enough: it does not come back on the next visit.
            markVisited();
            setWelcome(false);
          }}
        />
      )}

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
          onEdit={() => setEditing(true)}
          onSubmitNew={() => setAnsweringAgain(true)}
          onRemoved={onForgetOwn}
        />
      ) : closed ? (
        <AnswersClosedCard hang={hang} />
      ) : (
        <Card>
          {askingNewTimes ? (
            <NewTimesHeading hostName={hang.hostName} />
          ) : (
            editing && (
              <CardHeader className="pb-2">
                <CardTitle>{t("answer.editYourResponse")}</CardTitle>
              </CardHeader>
            )
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
                      },
                    }
                  : undefined
              }
              prefill={
                answeringAgain && ownData
                  ? {
                      guestName: ownData.guestName,
                      guestEmail: ownData.guestEmail,
                      isPublic: ownData.isPublic,
                    }
                  : undefined
              }
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

      <RespondedSoFar hang={hang} summary={summary.data} loading={summary.isPending} />
    </div>
  );
}
