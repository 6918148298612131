// Invitations by e-mail: the invitee shape the server answers with and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "../../lib/http.ts";
import { asHost, hangKey } from "../hangs/api.ts";
import type { InviteOutcome } from "./outcomes.ts";

export interface Invitee {
  id: string;
  email: string;
  invitedAt: string;
  /** When the mail worker delivered the invitation; null while it is on its way. */
  sentAt: string | null;
  /** "opted-out": the address turned off e-mails from Hangs, so nothing was sent. */
  status: "sending" | "sent" | "failed" | "opted-out";
}

export interface InviteResult {
  invitee: Invitee;
  /** The address was already invited: nothing new was recorded or sent. */
  duplicate: boolean;
}

/** While an invitation is on its way the list is read again this often... */
export const INVITEES_POLL_MS = 1500;
/** ...for at most this long after the last change, so a stuck worker does not poll forever. */
export const INVITEES_POLL_LIMIT_MS = 30_000;

const inviteesKey = (hangId: string) => [...hangKey(hangId), "invitees"] as const;

/**
 * The hang's invitees, for the host. Polls while any invitation is still sending, from
 * `pollingSince` for at most INVITEES_POLL_LIMIT_MS.
 */
export function useInvitees(hangId: string, editToken: string | undefined, pollingSince: number) {
  return useQuery({
    queryKey: inviteesKey(hangId),
    queryFn: () => getJson<Invitee[]>(`/api/hangs/${hangId}/invitees`, asHost(editToken)),
    refetchInterval: (query) => {
      const sending = query.state.data?.some((invitee) => invitee.status === "sending") ?? false;
      return sending && Date.now() - pollingSince < INVITEES_POLL_LIMIT_MS ? INVITEES_POLL_MS : false;
    },
  });
}

/** One POST per address, in order; each address's outcome is reported, none throws. */
export function useSendInvites(hangId: string, editToken: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: readonly string[]): Promise<InviteOutcome[]> => {
      const outcomes: InviteOutcome[] = [];
      for (const email of emails) {
        try {
          await apiRequest<InviteResult>("POST", `/api/hangs/${hangId}/invite`, { email }, asHost(editToken));
          outcomes.push({ email, ok: true });
        } catch (error) {
          outcomes.push({ email, ok: false, error });
        }
      }
      return outcomes;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteesKey(hangId) }),
  });
}

/** The addresses invited to a past hang this person hosts (the session proves it); [] on any failure. */
export function usePreviousInvitees(hangId: string | null) {
  return useQuery({
    queryKey: [...hangKey(hangId ?? ""), "previous-invitees"],
    queryFn: async () => {
      try {
        return (await getJson<Invitee[]>(`/api/hangs/${hangId}/invitees`)).map((i) => i.email);
      } catch {
        return [];
      }
    },
    enabled: Boolean(hangId),
  });
}
