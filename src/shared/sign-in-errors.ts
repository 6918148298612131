// Sign-in refusals the server names by code and the page explains: one message for both.
export const EMAIL_IN_USE_CODE = "email_in_use";
export const EMAIL_IN_USE_MESSAGE =
  "Another account already uses this e-mail address. Sign in with that account instead.";

/**
 * The provider vouches for an address the app cannot hold as sent: letters outside plain ASCII
 * (look-alikes of ASCII letters among them), spaces, a trailing dot.
 */
export const EMAIL_UNUSABLE_CODE = "email_unusable";
export const EMAIL_UNUSABLE_MESSAGE =
  "Hangs can only use plain e-mail addresses like name@example.com (no accented or look-alike letters, no spaces). Sign in with an account whose address is plain.";

/** SIGN_UP=closed: no account yet, and no invitation from an admin. */
export const SIGN_UP_CLOSED_CODE = "sign_up_closed";
export const SIGN_UP_CLOSED_MESSAGE =
  "This Hangs is invite-only. Ask the person who runs it to invite your e-mail address, then sign in again.";

/** SIGN_UP=domains:…: a new account whose address is at another domain. */
export const SIGN_UP_DOMAIN_CODE = "sign_up_domain";
export const SIGN_UP_DOMAIN_MESSAGE =
  "New accounts here need an e-mail address at one of this Hangs' own domains. Sign in with that address instead.";

/** A new account under a closed or domain-only sign-up, without an address the provider vouches for. */
export const EMAIL_NOT_VERIFIED_CODE = "email_not_verified";
export const EMAIL_NOT_VERIFIED_MESSAGE = "Your account provider hasn't confirmed this email address yet.";

/** An admin disabled the account: no sign-in, and its sessions end at once. */
export const ACCOUNT_DISABLED_CODE = "account_disabled";
export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Ask the person who runs this Hangs.";

/** ANONYMOUS_HOSTS=false: creating a hang needs a signed-in person with a confirmed address. */
export const HOST_SIGN_IN_REQUIRED = "Sign in to create a hang. Guests still answer without an account.";
export const HOST_EMAIL_UNCONFIRMED =
  "Your sign-in provider hasn't confirmed your e-mail address, so you can't create a hang here. Sign in with an account whose address is confirmed.";
