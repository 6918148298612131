// A failed round trip comes back to the page it started from with ?error=…: say what went wrong
// (spec: "Login failed" with the catalogue's message, or "Please try again."), then tidy the URL.
import { useEffect } from "react";
import {
  ACCOUNT_DISABLED_CODE,
  ACCOUNT_DISABLED_MESSAGE,
  EMAIL_IN_USE_CODE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_NOT_VERIFIED_CODE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  SIGN_UP_CLOSED_CODE,
  SIGN_UP_CLOSED_MESSAGE,
  SIGN_UP_DOMAIN_CODE,
  SIGN_UP_DOMAIN_MESSAGE,
} from "../../../shared/sign-in-errors.ts";
import { toast } from "../../components/ui/use-toast.ts";

const MESSAGES: Record<string, string> = {
  access_denied: "Authentication was cancelled. Please try again.",
  invalid_client: "Configuration error: check the identity provider project settings.",
  unauthorized_client: "Configuration error: check the identity provider project settings.",
  oauth_provider_not_found: "Sign-in with that provider is not enabled; enable it in the provider console.",
  [EMAIL_NOT_VERIFIED_CODE]: EMAIL_NOT_VERIFIED_MESSAGE,
  [EMAIL_IN_USE_CODE]: EMAIL_IN_USE_MESSAGE,
  [SIGN_UP_CLOSED_CODE]: SIGN_UP_CLOSED_MESSAGE,
  [SIGN_UP_DOMAIN_CODE]: SIGN_UP_DOMAIN_MESSAGE,
  [ACCOUNT_DISABLED_CODE]: ACCOUNT_DISABLED_MESSAGE,
};

export function loginFailedMessage(code: string): string {
  return MESSAGES[code.toLowerCase()] ?? "Please try again.";
}

export function useLoginErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("error");
    if (!code) return;
    toast({ variant: "destructive", title: "Login failed", description: loginFailedMessage(code) });
    url.searchParams.delete("error");
    url.searchParams.delete("error_description");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
