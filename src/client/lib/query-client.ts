import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson } from "./http.ts";

/** A default read: GET the URL formed by joining the query key parts with "/". */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join("/"));

// Spec section 9: no retries, no refetch on focus, no polling, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
});
