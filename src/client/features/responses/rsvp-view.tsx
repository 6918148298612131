import { CircleAlert, PencilLine, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { isFull, spotsTaken } from "../../../shared/capacity.ts";
import { ALREADY_RESPONDED } from "../../../shared/responses.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { isApiError } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import type { Hang } from "../hangs/api.ts";
import { HangHeading } from "../hangs/hang-heading.tsx";
import { AnswerSummary } from "./answer-summary.tsx";
import { type FullResponse, useOwnResponse, useResponses } from "./api.ts";
import { RespondedSoFar } from "./responded-so-far.tsx";
import { RsvpForm } from "./rsvp-form.tsx";

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

  return (
    <div className="grid grid-cols-1 gap-6">
      <HangHeading hang={hang} />

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
      ) : ownData && !editing ? (
        <Card className="border-orange-200">
          <CardHeader className="pb-3">
            <CardTitle className="flex items-center gap-2 text-base">
              <CircleAlert className="size-5 text-primary" aria-hidden="true" />
              {ALREADY_RESPONDED}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <AnswerSummary hang={hang} response={ownData} />
            <Button variant="outline" className="w-full sm:w-fit" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" />
              Edit Response
            </Button>
          </CardContent>
        </Card>
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
                  change it.
                </p>
              </div>
            )}
            <RsvpForm
              key={editing && ownData ? `edit-${ownData.id}` : "new"}
              hang={hang}
              full={full}
              editing={editing && ownData && own ? { response: ownData, own } : undefined}
              onSaved={(saved, secret) => {
                setEditing(false);
                setAlreadyResponded(false);
                onSaved(saved, secret);
              }}
              onCancelEdit={() => setEditing(false)}
              onAlreadyResponded={() => setAlreadyResponded(true)}
              onFull={() => void responses.refetch()}
            />
          </CardContent>
        </Card>
      )}

      <RespondedSoFar hang={hang} responses={responses.data} loading={responses.isPending} />
    </div>
  );
}
