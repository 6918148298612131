// The location dialog's data: place search (through our server) and the operator's local suggestions.
// Both fail silently (spec "Silent handling"): an error reads as "no results".
import { useQuery } from "@tanstack/react-query";
import { isSearchable, type LocationSuggestion, type PlaceResult } from "../../../shared/location-rules.ts";
import { getJson } from "../../lib/http.ts";

async function orNothing<T>(read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch {
    return [];
  }
}

/** Places for the (already debounced) text; nothing is asked for text of 2 characters or fewer. */
export function usePlaceSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ["/api/places/search", q],
    queryFn: () => orNothing(getJson<PlaceResult[]>(`/api/places/search?q=${encodeURIComponent(q)}`)),
    enabled: isSearchable(q),
  });
}

/** Local suggestions for the hang's vibe, read only while the dialog is open. */
export function useLocationSuggestions(vibe: string | undefined, enabled: boolean) {
  const param = vibe ? `?vibe=${encodeURIComponent(vibe)}` : "";
  return useQuery({
    queryKey: ["/api/location-suggestions", vibe ?? ""],
    queryFn: () => orNothing(getJson<LocationSuggestion[]>(`/api/location-suggestions${param}`)),
    enabled,
  });
}
