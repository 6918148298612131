import { TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { isFull, spotsTaken } from "../../../shared/capacity.ts";
import { ALREADY_RESPONDED } from "../../../shared/responses.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { isApiError } from "../../lib/http.ts";
import { hostTokenFor, type OwnResponse } from "../../lib/storage.ts";
import { ActivityPanel } from "../activities/activity-panel.tsx";
import { useVoter } from "../activities/voter.ts";
import type { Hang } from "../hangs/api.ts";
import { HangHeading } from "../hangs/hang-heading.tsx";
import { type FullResponse, useOwnResponse, useResponses } from "./api.ts";
import { OwnAnswerCard } from "./own-answer-card.tsx";
import { RespondedSoFar } from "./responded-so-far.tsx";
import { RsvpForm } from "./rsvp-form.tsx";
import { hasVisited, markVisited } from "./visited.ts";
import { WelcomeDialog } from "./welcome-dialog.tsx";

export interface RsvpViewProps {
  hang: Hang;
  own: OwnResponse | undefined;
  /** The stored response is gone or no longer ours: forget it. */
  onForgetOwn: () => void;
  onSaved: (response: FullResponse, secret: string | undefined) => void;
}

export function RsvpView({ hang, own, onForgetOwn, onSaved }: RsvpViewProps) {
  const responses = useResponses(hang.id);
  const ownResponse = useOwnResponse(hang.id, own);
  const [editing, setEditing] = useState(false);
  const [alreadyResponded, setAlreadyResponded] = useState(false);
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
  const full = isFull(spotsTaken(responses.data ?? []), capacity);
  const waitingForOwn = Boolean(own) && ownResponse.isPending;
  const showingOwn = Boolean(ownData) && !editing;
  const identity = showingOwn && ownData ? { name: ownData.guestName, email: ownData.guestEmail } : typed;
  const ownAnswer = ownData && own ? { email: ownData.guestEmail, secret: own.secret } : undefined;
  const voter = useVoter(hang.id, identity.name, identity.email, ownAnswer);

  return (
    <div className="grid grid-cols-1 gap-6">
      <HangHeading hang={hang} />
      <WelcomeDialog
        open={welcome}
        hostName={hang.hostName}
        hangName={hang.name}
        onClose={() => setWelcome(false)}
      />

      {full && capacity != null && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">This hang is full!</p>
            <p className="text-sm">
              All {capacity} spots are taken. You can still respond Maybe or No in case spots open up.
            </p>
          </div>
        </div>
      )}

      {waitingForOwn ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : showingOwn && ownData ? (
        <OwnAnswerCard hang={hang} response={ownData} onEdit={() => setEditing(true)} />
      ) : (
        <Card>
          {editing && (
            <CardHeader className="pb-2">
              <CardTitle>Edit your response</CardTitle>
            </CardHeader>
          )}
          <CardContent className={editing ? "grid gap-4" : "grid gap-4 pt-5 sm:pt-6"}>
            {alreadyResponded && !editing && (
              <div
                role="alert"
                className="rounded-xl border border-destructive/40 bg-red-50 p-4 text-sm text-red-900"
              >
                <p className="font-semibold">{ALREADY_RESPONDED}</p>
                <p className="mt-1">
                  Someone already answered with this email. Only the browser that sent that response can
                  change it: we've emailed that address a private link to do so.
                </p>
              </div>
            )}
            <RsvpForm
              key={editing && ownData ? `edit-${ownData.id}` : "new"}
              hang={hang}
              full={full}
              editing={editing && ownData && own ? { response: ownData, own } : undefined}
              existingFound={alreadyResponded}
              onSaved={(saved, secret) => {
                setEditing(false);
                setAlreadyResponded(false);
                onSaved(saved, secret);
              }}
              onCancelEdit={() => setEditing(false)}
              onAlreadyResponded={() => setAlreadyResponded(true)}
              onFull={() => void responses.refetch()}
              onIdentityChange={onIdentityChange}
              onUsed={markVisited}
            />
          </CardContent>
        </Card>
      )}

      {hang.allowActivitySuggestions && <ActivityPanel hangId={hang.id} voter={voter} />}

      <RespondedSoFar hang={hang} responses={responses.data} loading={responses.isPending} />
    </div>
  );
}
