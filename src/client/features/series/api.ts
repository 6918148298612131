// Standing hangs on the pages: one series, a group's series, the owner's changes and a member's
// standing answers. Only types come from shared/series.ts, so zod stays out of the page's chunk.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EditSeries, SeriesView, StandingAnswers } from "../../../shared/series.ts";
import { apiRequest, getJson } from "../../lib/http.ts";

export type { RoundView, SeriesView } from "../../../shared/series.ts";

export const seriesKey = (id: string) => ["/api/series", id] as const;
export const groupSeriesKey = (groupId: string) => ["/api/groups", groupId, "series"] as const;
const standingKey = (id: string) => [...seriesKey(id), "standing-answers"] as const;

/**
 * The series page. Another tab (or the round opener) may change it meanwhile: coming back to the
 * page reads it again, although the app's reads are otherwise never stale.
 */
export function useSeries(id: string) {
  return useQuery({
    queryKey: seriesKey(id),
    queryFn: () => getJson<SeriesView>(`/api/series/${id}`),
    refetchOnWindowFocus: "always",
  });
}

export function useGroupSeries(groupId: string) {
  return useQuery({
    queryKey: groupSeriesKey(groupId),
    queryFn: () => getJson<{ series: SeriesView[] }>(`/api/groups/${groupId}/series`).then((b) => b.series),
    refetchOnWindowFocus: "always",
  });
}

/** Every owner's change answers with the whole series: shown at once, then read again. */
function useSeriesChange<TInput>(id: string, call: (input: TInput) => Promise<SeriesView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (series) => {
      queryClient.setQueryData(seriesKey(id), series);
      if (series.groupId) void queryClient.invalidateQueries({ queryKey: groupSeriesKey(series.groupId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seriesKey(id), exact: true }),
  });
}

export const useEditSeries = (id: string) =>
  useSeriesChange(id, (changes: EditSeries) => apiRequest<SeriesView>("PATCH", `/api/series/${id}`, changes));

export type SeriesAction = "pause" | "resume" | "end";

export const useSeriesAction = (id: string) =>
  useSeriesChange(id, (action: SeriesAction) =>
    apiRequest<SeriesView>("POST", `/api/series/${id}/${action}`),
  );

/** Skipping or unskipping the round that starts on `date`. */
export const useRoundAction = (id: string) =>
  useSeriesChange(id, ({ date, action }: { date: string; action: "skip" | "unskip" }) =>
    apiRequest<SeriesView>("POST", `/api/series/${id}/rounds/${date}/${action}`),
  );

export type StandingAnswer = StandingAnswers["answers"][number];

export function useStandingAnswers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: standingKey(id),
    queryFn: () => getJson<StandingAnswers>(`/api/series/${id}/standing-answers`).then((b) => b.answers),
    enabled,
  });
}

export function useSaveStandingAnswers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: StandingAnswer[]) =>
      apiRequest<StandingAnswers>("PUT", `/api/series/${id}/standing-answers`, { answers }).then(
        (b) => b.answers,
      ),
    onSuccess: (answers) => queryClient.setQueryData(standingKey(id), answers),
  });
}
