// Setting up a standing hang: POST /api/series. The series page's own reads live with that page
// (features/series); this form only creates.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSeriesInput, SeriesView } from "../../../shared/series.ts";
import { apiRequest } from "../../lib/http.ts";

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSeriesInput) => apiRequest<SeriesView>("POST", "/api/series", input),
    onSuccess: (series) => {
      // The series page opens next: it shows what the server just answered without asking again,
      // and any list of series is read afresh.
      queryClient.setQueryData(["/api/series", series.id], series);
      void queryClient.invalidateQueries({ queryKey: ["/api/series"], exact: true });
      if (series.groupId) void queryClient.invalidateQueries({ queryKey: ["/api/groups", series.groupId] });
    },
  });
}
