// Who is signed in, and signing in and out. The session lives in an HttpOnly cookie the page never
// sees; the server answers GET /api/auth/user with the account (or null) and the provider.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest, getJson } from "../../lib/http.ts";

export interface Account {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  photoURL: string | null;
  /** The server offers the admin page to this person (it checks again on every admin call). */
  isAdmin?: boolean;
}

export interface AuthState {
  user: Account | null;
  /** null when this server offers no sign-in. */
  provider: { id: string; name: string } | null;
  /** false: creating a hang needs a signed-in person with a confirmed address (ANONYMOUS_HOSTS). */
  anonymousHosts?: boolean;
}

export const authKey = ["/api/auth/user"] as const;

/** The spec's auth state: loading first, then signed in (user) or signed out (null). */
const authQuery = { queryKey: authKey, queryFn: () => getJson<AuthState>("/api/auth/user") };

export function useAuth() {
  return useQuery(authQuery);
}

/** The signed-in account, or undefined while loading or when signed out. */
export function useAccount(): Account | undefined {
  // Only the account: a page stays as it is when the answer is "nobody signed in".
  return useQuery({ ...authQuery, select: (auth) => auth.user ?? undefined }).data;
}

/** The host name a signed-in person's hangs get: first and last name, else the e-mail's local part. */
export function hostNameOf(account: Account): string {
  const full = [account.firstName, account.lastName].filter(Boolean).join(" ").trim();
  return full || account.email.split("@")[0] || account.email;
}

/** Where the provider sends the person back to: the page they started from. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Starts the redirect round trip; the page unloads when it succeeds. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (providerId: string) => {
      const back = currentPath();
      const { url } = await apiRequest<{ url: string }>("POST", "/api/auth/sign-in/social", {
        provider: providerId,
        callbackURL: back,
        errorCallbackURL: back,
      });
      window.location.assign(url);
      // Stay busy ("Signing in...") until the browser leaves.
      await new Promise(() => {});
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>("POST", "/api/auth/logout"),
    // Toasts here, not at the call: the account menu unmounts as soon as the person is signed out.
    onSuccess: () => {
      toast({ title: "Signed out" });
      // Host and guest views depended on the session: read everything again without it.
      return queryClient.resetQueries();
    },
    onError: () =>
      toast({ variant: "destructive", title: "Sign out failed", description: "Please try again." }),
  });
}
