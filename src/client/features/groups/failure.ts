import { GROUP_TOASTS } from "../../../shared/groups.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { isApiError } from "../../lib/http.ts";

/** A failed group call: its title, with the server's message (or the spec's fallback). */
export function groupFailure(title: string, fallback = GROUP_TOASTS.fallback) {
  return (error: unknown) => {
    const description = isApiError(error) && error.status < 500 ? error.body.message : fallback;
    toast({ variant: "destructive", title, description });
  };
}
