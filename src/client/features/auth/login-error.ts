// A failed round trip comes back to the page it started from with ?error=…: say what went wrong
// (spec: "Login failed" with the catalogue's message, or "Please try again."), then tidy the URL.
import { useEffect } from "react";
import {
  ACCOUNT_DISABLED_CODE,
  EMAIL_IN_USE_CODE,
  EMAIL_NOT_VERIFIED_CODE,
  EMAIL_UNUSABLE_CODE,
  SIGN_UP_CLOSED_CODE,
  SIGN_UP_DOMAIN_CODE,
} from "../../../shared/sign-in-errors.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t, withMessages } from "../../i18n/i18n.ts";

const MESSAGES: Record<string, MessageId> = {
  access_denied: "dashboard.loginCancelled",
  invalid_client: "dashboard.loginConfig",
  unauthorized_client: "dashboard.loginConfig",
  oauth_provider_not_found: "dashboard.loginProviderOff",
  [EMAIL_NOT_VERIFIED_CODE]: "dashboard.loginEmailNotVerified",
  [EMAIL_IN_USE_CODE]: "dashboard.loginEmailInUse",
  [EMAIL_UNUSABLE_CODE]: "dashboard.loginEmailUnusable",
  [SIGN_UP_CLOSED_CODE]: "dashboard.loginSignUpClosed",
  [SIGN_UP_DOMAIN_CODE]: "dashboard.loginSignUpDomain",
  [ACCOUNT_DISABLED_CODE]: "dashboard.loginAccountDisabled",
};

export function loginFailedMessage(code: string): string {
  return t(MESSAGES[code.toLowerCase()] ?? "shell.tryAgain");
}

export function useLoginErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("error");
    if (!code) return;
    // The page may not have come with these messages: the toast waits for them.
    void withMessages(["shell.loginFailed", MESSAGES[code.toLowerCase()] ?? "shell.tryAgain"]).then(() =>
      toast({ variant: "destructive", title: t("shell.loginFailed"), description: loginFailedMessage(code) }),
    );
    url.searchParams.delete("error");
    url.searchParams.delete("error_description");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
