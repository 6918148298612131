// The admin page's reads and actions. Every answer comes from /api/admin, which checks on each call
// that the person is an admin (anyone else gets 404, and the page shows its not-found card).
import { useLingui } from "@lingui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeletedAccount } from "../../../shared/account.ts";
import type {
  AccountInvitationView,
  AuditEntry,
  InstanceOverview,
  MailOverview,
  PeoplePage,
  SignInOverview,
  TestMailResult,
} from "../../../shared/admin.ts";
import { intlLocale, type PageLocale } from "../../../shared/i18n/locales.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, t } from "../../i18n/i18n.ts";
import { apiRequest, isApiError } from "../../lib/http.ts";

const MAIL = ["/api/admin/mail"] as const;
const AUDIT = ["/api/admin/audit"] as const;
const INVITATIONS = ["/api/admin/invitations"] as const;

export const useMailOverview = () => useQuery<MailOverview>({ queryKey: MAIL });
export const useSignInOverview = () => useQuery<SignInOverview>({ queryKey: ["/api/admin/sign-in"] });
export const useInstance = () => useQuery<InstanceOverview>({ queryKey: ["/api/admin/instance"] });
export const useAudit = () => useQuery<AuditEntry[]>({ queryKey: AUDIT });
export const useAccountInvitations = () => useQuery<AccountInvitationView[]>({ queryKey: INVITATIONS });

export function usePeople(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page) });
  return useQuery<PeoplePage>({
    queryKey: ["/api/admin/people", q, page],
    queryFn: () => apiRequest("GET", `/api/admin/people?${params}`),
    // The list stays while the next page or search loads, so focus and scroll do not jump.
    placeholderData: keepPreviousData,
  });
}

/** The server's message for a refused action, or a general one. */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.status < 500 ? error.body.message : t("admin.oops");
}

/** An admin action: the lists it changes and the audit log are read again afterwards. */
function useAdminAction<Input, Output>(
  run: (input: Input) => Promise<Output>,
  affects: readonly (readonly string[])[],
  failed: MessageId,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all(
        [...affects, AUDIT].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
    onError: (error) =>
      toast({ variant: "destructive", title: t(failed), description: failureMessage(error) }),
  });
}

const PEOPLE = ["/api/admin/people"] as const;

export const useSetDisabled = () =>
  useAdminAction(
    ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest<{ sessionsEnded: number }>(
        "POST",
        `/api/admin/people/${id}/${disabled ? "disable" : "enable"}`,
      ),
    [PEOPLE],
    "admin.changeFailed",
  );

export const useDeletePerson = () =>
  useAdminAction(
    (id: string) => apiRequest<DeletedAccount>("DELETE", `/api/admin/people/${id}`),
    [PEOPLE],
    "admin.deleteFailed",
  );

export const useInviteAccount = () =>
  useAdminAction(
    (email: string) => apiRequest<{ invited: boolean }>("POST", "/api/admin/invitations", { email }),
    [INVITATIONS],
    "admin.inviteFailed",
  );

export const useRetryMail = () =>
  useAdminAction(
    (id: string) => apiRequest<unknown>("POST", "/api/admin/mail/retry", { id }),
    [MAIL],
    "admin.retryFailed",
  );

export const useRetryAllMail = () =>
  useAdminAction(
    () => apiRequest<{ retried: number }>("POST", "/api/admin/mail/retry-all", {}),
    [MAIL],
    "admin.retryAllFailed",
  );

export const useTestMail = () =>
  useAdminAction(
    (to: string) => apiRequest<TestMailResult>("POST", "/api/admin/mail/test", { to }),
    [MAIL],
    "admin.testFailed",
  );

/** The locale the page formats numbers, dates and times with. */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return intlLocale(i18n.locale as PageLocale);
}

/** Dates and times in the viewer's own zone and the page's language: "Mar 5, 6:04 PM" in English. */
export function useFormatWhen(): (iso: string) => string {
  const locale = useIntlLocale();
  return (iso) =>
    new Date(iso).toLocaleString(locale, {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
}
