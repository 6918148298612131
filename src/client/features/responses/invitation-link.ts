// A personal invitation link: /hang/{id}?invite={key}. The key, mailed to one invited address,
// tells the page that address (filled in and kept) and proves it when the guest answers. This
// browser keeps it for the hang; it leaves the address bar so it is not bookmarked or shared.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getJson, isApiError } from "../../lib/http.ts";
import { forgetInvitationKey, invitationKeyFor, saveInvitationKey } from "../../lib/storage.ts";

const INVITE_PARAM = "invite";
export const INVITATION_KEY_HEADER = "X-Invitation-Key";

/** The invited address, and its answer (with a key that opens it) when it already answered. */
export interface Invitation {
  email: string;
  response: { id: string; key: string } | null;
}

/** The invitation key carried by a link's query, if any. */
export function invitationFromLink(search: string): string | undefined {
  return new URLSearchParams(search).get(INVITE_PARAM)?.trim() || undefined;
}

/** The same address without the invitation's key; any other parameters stay. */
export function withoutInvitation(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(INVITE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps a link's invitation key for the hang before the views read it, then strips it. */
export function useInvitationLink(hangId: string): void {
  const [found] = useState(() => {
    const key = invitationFromLink(window.location.search);
    if (key) saveInvitationKey(hangId, key);
    return Boolean(key);
  });
  useEffect(() => {
    if (found) window.history.replaceState(window.history.state, "", withoutInvitation(window.location.href));
  }, [found]);
}

/** The headers that prove the invited address, when this browser opened the hang's invitation. */
export function invitationHeaders(hangId: string): Record<string, string> {
  const key = invitationKeyFor(hangId);
  return key ? { [INVITATION_KEY_HEADER]: key } : {};
}

/**
 * The invitation this browser opened for the hang; undefined data when it holds none. A key the
 * server no longer knows (the invitee was removed) is forgotten: the page is then the share link's.
 */
export function useInvitation(hangId: string) {
  const key = invitationKeyFor(hangId);
  return useQuery({
    // Apart from the hang's queries: read once as the page opens, not again on every live update
    // (the answer it names is the page's own from then on).
    queryKey: ["invitation", hangId, key ?? ""],
    queryFn: async () => {
      try {
        return await getJson<Invitation>(`/api/hangs/${hangId}/invitation`, invitationHeaders(hangId));
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
        forgetInvitationKey(hangId);
        return null;
      }
    },
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
