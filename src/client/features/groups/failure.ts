import { GROUP_TOASTS } from "../../../shared/group-rules.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { isApiError } from "../../lib/http.ts";

/** The server's message for a refusal; the spec's fallback for anything else. */
export function failureText(error: unknown, fallback = GROUP_TOASTS.fallback): string {
  return isApiError(error) && error.status < 500 ? error.body.message : fallback;
}

/** A failed group call: its title, with the server's message (or the spec's fallback). */
export function groupFailure(title: string, fallback = GROUP_TOASTS.fallback) {
  return (error: unknown) => {
    toast({ variant: "destructive", title, description: failureText(error, fallback) });
  };
}
