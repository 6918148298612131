// Guest responses: shapes from the server's response views and the TanStack Query hooks.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionAnswers } from "../../../shared/questions.ts";
import type { GuestResponse } from "../../../shared/response-schema.ts";
import type { Answer } from "../../../shared/responses.ts";
import type { NamesPage, ResponsesSummary } from "../../../shared/summary.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { asHost, hangKey } from "../hangs/api.ts";
import { invitationHeaders } from "./invitation-link.ts";

export interface PublicResponse {
  id: string;
  /** "Anonymous" when the guest kept the answer private. */
  guestName: string;
  response: Answer;
  availableTimeWindows: string[];
  timeSlotAvailability: Record<string, Answer>;
  isPublic: boolean;
  respondedAt: string;
  /** Guests this person brings (decision 0065). */
  plusOnes?: number;
  /** Answers to the host's questions this viewer may see, by question id. */
  questionAnswers?: QuestionAnswers;
}

/** What the host, and the guest who owns it, see. */
export interface FullResponse extends PublicResponse {
  guestEmail: string;
  /** When the guest last gave their answers (ISO): times added since are new to them. */
  answeredAt: string;
  plusOneNames?: string[];
  /** Times whose Yes waits for a spot. */
  waitingFor?: string[];
}

/** The list as the guest who owns `ownId` sees it: their own answer named "You". */
export function shownToOwner<R extends PublicResponse>(
  responses: readonly R[],
  ownId: string | undefined,
): R[] {
  return responses.map((r) => (r.id === ownId ? { ...r, guestName: "You" } : r));
}

export type ResponsePayload = Omit<GuestResponse, "response" | "timeZone"> & { response: Answer };

/** The answer with this browser's zone: the guest's mail then shows times on their own clock too. */
const withZone = (payload: ResponsePayload) => ({ ...payload, timeZone: browserTimeZone() });

const asOwner = (own: OwnResponse | undefined): Record<string, string> =>
  own?.secret ? { "X-Response-Secret": own.secret } : {};

const responsesKey = (hangId: string) => [...hangKey(hangId), "responses"] as const;
export const ownResponseKey = (hangId: string, responseId: string) =>
  [...responsesKey(hangId), "own", responseId] as const;

/** Where a list of names comes from: the hang, and the host's token when the host is looking. */
export interface NamesSource {
  hangId: string;
  editToken?: string | undefined;
}

/**
 * The crowd as counts and first names (the host's version with the edit token). With a response
 * id it also says that response's place on the waitlist.
 */
export function summaryQuery(source: NamesSource, responseId?: string) {
  const { hangId, editToken } = source;
  const query = responseId ? `?response=${encodeURIComponent(responseId)}` : "";
  return queryOptions({
    queryKey: [...responsesKey(hangId), "summary", editToken ? "as-host" : "public", responseId ?? ""],
    queryFn: () => getJson<ResponsesSummary>(`/api/hangs/${hangId}/summary${query}`, asHost(editToken)),
  });
}

export function useSummary(source: NamesSource, responseId?: string, enabled = true) {
  return useQuery({ ...summaryQuery(source, responseId), enabled });
}

/** One group's names after the first few, fetched a page at a time as the list scrolls. */
export function useAllNames(source: NamesSource, group: { slot?: string; answer?: Answer }) {
  const { hangId, editToken } = source;
  return useInfiniteQuery({
    queryKey: [...responsesKey(hangId), "names", group.slot ?? "", group.answer ?? "", Boolean(editToken)],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (group.slot) params.set("slot", group.slot);
      if (group.answer) params.set("answer", group.answer);
      if (pageParam) params.set("cursor", pageParam);
      return getJson<NamesPage>(`/api/hangs/${hangId}/summary/names?${params}`, asHost(editToken));
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The response this browser gave, read with its secret so it comes back in full. */
export function useOwnResponse(hangId: string, own: OwnResponse | undefined) {
  return useQuery({
    queryKey: ownResponseKey(hangId, own?.responseId ?? ""),
    queryFn: () => getJson<FullResponse>(`/api/hangs/${hangId}/responses/${own?.responseId}`, asOwner(own)),
    enabled: Boolean(own),
  });
}

/** A signed-in guest's own answer to this hang (by their verified e-mail), or null. */
export function useMyResponse(hangId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...responsesKey(hangId), "mine"],
    queryFn: () => getJson<FullResponse | null>(`/api/hangs/${hangId}/my-response`),
    enabled,
  });
}

export function useSubmitResponse(hangId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResponsePayload) =>
      apiRequest<FullResponse & { secret?: string }>(
        "POST",
        `/api/hangs/${hangId}/responses`,
        withZone(payload),
        invitationHeaders(hangId),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesKey(hangId) }),
  });
}

export function useUpdateResponse(hangId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ own, payload }: { own: OwnResponse; payload: ResponsePayload }) =>
      apiRequest<FullResponse>("PUT", `/api/hangs/${hangId}/responses/${own.responseId}`, withZone(payload), {
        ...invitationHeaders(hangId),
        ...asOwner(own),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesKey(hangId) }),
  });
}
