import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/http.ts";

/** The server's message for a refusal; the spec's fallback for anything else. */
export function failureText(error: unknown, fallback = t("groups.fallback")): string {
  return isApiError(error) && error.status < 500 ? error.body.message : fallback;
}

/** A failed group call: its title, with the server's message (or the spec's fallback). */
export function groupFailure(title: string, fallback?: string) {
  return (error: unknown) => {
    toast({ variant: "destructive", title, description: failureText(error, fallback) });
  };
}

/** The shared schemas' messages (English, as the server also answers with them) by their text. */
const FIELD_MESSAGES: Record<string, MessageId> = {
  "Group name is required": "groups.nameRequired",
  "Group name must be less than 100 characters": "groups.nameTooLong",
  "Description must be less than 500 characters": "groups.descriptionTooLong",
  "Phone number is too long": "groups.phoneTooLong",
  "Role must be member or admin": "groups.roleInvalid",
  "Name is required": "answer.nameRequired",
  "Email is required": "answer.emailRequired",
  "Valid email is required": "answer.emailInvalid",
};

/** A form field's problem from a shared schema, in the page's language. */
export function fieldMessage(message: string): string {
  const id = FIELD_MESSAGES[message];
  return id ? t(id) : message;
}
