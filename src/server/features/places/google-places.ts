// Google Places API (New) Text Search, called from the server so the browser never needs a key.
// Any failure (timeout, HTTP error, odd answer) yields no results: the dialog still offers local
// suggestions (spec "Silent handling").
import { z } from "zod";
import { MAX_PLACE_RESULTS, type PlaceResult } from "../../../shared/location.ts";

export interface PlacesService {
  apiKey: string;
  /** https://places.googleapis.com, or a loopback fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
  log?: (message: string) => void;
}

// Only what the dialog shows: a narrower mask keeps each call in the cheapest billing tier.
const FIELD_MASK = "places.id,places.displayName,places.formattedAddress,places.location,places.rating";
const DEFAULT_TIMEOUT_MS = 3000;

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string().min(1) }),
  formattedAddress: z.string().default(""),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  rating: z.number().optional(),
});

const answerSchema = z.object({ places: z.array(z.unknown()).default([]) });

export async function searchPlaces(service: PlacesService, query: string): Promise<PlaceResult[]> {
  const log = service.log ?? (() => {});
  let res: Response;
  try {
    res = await fetch(`${service.apiUrl}/v1/places:searchText`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Goog-Api-Key": service.apiKey,
        "X-Goog-FieldMask": FIELD_MASK,
      },
      body: JSON.stringify({ textQuery: query, maxResultCount: MAX_PLACE_RESULTS }),
      signal: AbortSignal.timeout(service.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    log(`[places] search failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  if (!res.ok) {
    // Google's error text names the problem (e.g. API not enabled) and never echoes the key.
    log(`[places] search failed: HTTP ${res.status} ${(await res.text().catch(() => "")).slice(0, 300)}`);
    return [];
  }
  const answer = answerSchema.safeParse(await res.json().catch(() => undefined));
  if (!answer.success) {
    log("[places] search failed: the answer was not the expected JSON");
    return [];
  }
  const results: PlaceResult[] = [];
  for (const item of answer.data.places) {
    const place = placeSchema.safeParse(item);
    if (!place.success) continue;
    const { id, displayName, formattedAddress, location, rating } = place.data;
    results.push({
      id,
      name: displayName.text,
      address: formattedAddress,
      lat: location?.latitude ?? null,
      lng: location?.longitude ?? null,
      rating: rating ?? null,
      source: "google",
    });
  }
  return results.slice(0, MAX_PLACE_RESULTS);
}
