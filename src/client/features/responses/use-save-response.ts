// Sends a guest's answer (new, or an edit with the answer's secret) and turns every outcome into
// the spec's toasts: submitted/updated, already responded, hang full, or an error. Sent offline, it
// waits (TanStack Query pauses it) and goes by itself once the connection is back; one that could
// not reach the server is said beside the button (networkFailed), not in a toast.
import { useState } from "react";
import { ALREADY_RESPONDED } from "../../../shared/responses.ts";
import { isNetworkFailure } from "../../components/offline-note.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { type FullResponse, type ResponsePayload, useSubmitResponse, useUpdateResponse } from "./api.ts";

export interface SaveCallbacks {
  onSaved: (response: FullResponse, secret: string | undefined) => void;
  /** Someone already answered with this e-mail from another browser; `note` says what was mailed. */
  onAlreadyResponded: (email: string, note: string) => void;
  onFull: () => void;
  /** The server named a field it refused. */
  onFieldError: (field: "guestName" | "guestEmail", message: string) => void;
}

export function useSaveResponse(hangId: string, callbacks: SaveCallbacks) {
  const submit = useSubmitResponse(hangId);
  const update = useUpdateResponse(hangId);
  const [networkFailed, setNetworkFailed] = useState(false);

  const onError = (error: Error, updating: boolean, email: string) => {
    if (isNetworkFailure(error)) {
      setNetworkFailed(true);
      return;
    }
    const failed = updating ? t("answer.errorUpdating") : t("answer.errorSubmitting");
    if (!isApiError(error)) {
      toast({ variant: "destructive", title: failed, description: t("answer.tryAgain") });
      return;
    }
    const { message, errors: fieldErrors = {} } = error.body;
    // The server's text in the page's language, or (another client's) the spec's English.
    const alreadyResponded = message === ALREADY_RESPONDED || message === t("answer.alreadyResponded");
    if (error.status === 409 && alreadyResponded) {
      // Shown in place of the form's button, not as a toast: the guest needs to read and act on it.
      callbacks.onAlreadyResponded(email, fieldErrors.editLink ?? t("answer.editLinkSent"));
    } else if (error.status === 409 && fieldErrors.response) {
      callbacks.onFull();
      toast({ variant: "destructive", title: message, description: fieldErrors.response });
    } else {
      if (fieldErrors.guestName) callbacks.onFieldError("guestName", fieldErrors.guestName);
      if (fieldErrors.guestEmail) callbacks.onFieldError("guestEmail", fieldErrors.guestEmail);
      const description = error.status < 500 ? message : t("answer.tryAgain");
      toast({ variant: "destructive", title: failed, description });
    }
  };

  const save = (payload: ResponsePayload, editing: OwnResponse | undefined, onCreated: () => void) => {
    setNetworkFailed(false);
    if (editing) {
      update.mutate(
        { own: editing, payload },
        {
          onSuccess: (saved) => {
            toast({ title: t("answer.updated") });
            callbacks.onSaved(saved, undefined);
          },
          onError: (error) => onError(error, true, payload.guestEmail),
        },
      );
      return;
    }
    submit.mutate(payload, {
      onSuccess: ({ secret, ...saved }) => {
        toast({ title: t("answer.submitted") });
        onCreated();
        callbacks.onSaved(saved, secret);
      },
      onError: (error) => onError(error, false, payload.guestEmail),
    });
  };

  return {
    save,
    pending: submit.isPending || update.isPending,
    /** Sent while offline: waiting for the connection. */
    paused: submit.isPaused || update.isPaused,
    networkFailed,
  };
}
