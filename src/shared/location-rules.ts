// Where a hang happens: the location dialog's rules, the shapes it shows (place results from the
// maps service, local suggestions) and how a chosen place is stored on a hang. No zod here: the
// create and edit pages use these in the browser; the query schemas are in location.ts.

export const LOCATION_CATEGORIES = [
  "cafe",
  "bar",
  "brewery",
  "restaurant",
  "bakery",
  "park",
  "other",
] as const;
export type LocationCategory = (typeof LOCATION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<LocationCategory, string> = {
  cafe: "Cafe",
  bar: "Bar",
  brewery: "Brewery",
  restaurant: "Restaurant",
  bakery: "Bakery",
  park: "Park",
  other: "Other",
};

/** Spec section 9: the place search waits for a 300 ms pause, needs 3 characters, shows at most 8. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
export const PLACE_SEARCH_MIN_LENGTH = 3;
export const MAX_PLACE_RESULTS = 8;
export const MAX_SEARCH_LENGTH = 200;

/** A place from the maps service. */
export interface PlaceResult {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  rating: number | null;
  source: "google";
}

/** A place the operator suggests (seeded from a data file), optionally for one vibe. */
export interface LocationSuggestion {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  category: LocationCategory;
  vibe: string | null;
  createdAt: string;
}

/** What the dialog hands back: a place, a suggestion or the host's own words. */
export interface ChosenLocation {
  name: string;
  address: string;
  lat: string | null;
  lng: string | null;
}

/** The place search runs only for text longer than 2 characters. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= PLACE_SEARCH_MIN_LENGTH;
}

/** The local-suggestion filter: name or address contains the text, ignoring case. */
export function matchesSuggestion(place: { name: string; address: string }, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return place.name.toLowerCase().includes(needle) || place.address.toLowerCase().includes(needle);
}

/** A maps search for the address, for "open in maps" links (a new tab). */
export function mapsQueryUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The host's own words as a location, or undefined when blank after trimming. */
export function customLocation(text: string): ChosenLocation | undefined {
  const trimmed = text.trim();
  return trimmed ? { name: trimmed, address: trimmed, lat: null, lng: null } : undefined;
}

export function placeLocation(place: PlaceResult): ChosenLocation {
  return {
    name: place.name,
    address: place.address,
    lat: place.lat === null ? null : String(place.lat),
    lng: place.lng === null ? null : String(place.lng),
  };
}

export function suggestionLocation(suggestion: LocationSuggestion): ChosenLocation {
  return {
    name: suggestion.name,
    address: suggestion.address,
    lat: suggestion.latitude,
    lng: suggestion.longitude,
  };
}

export interface HangLocationFields {
  location: string | null;
  locationName: string | null;
  locationLat: string | null;
  locationLng: string | null;
}

/** How a choice is stored on a hang: the address as `location`, the place's name as `locationName`. */
export function hangLocationFields(choice: ChosenLocation | null): HangLocationFields {
  if (!choice) return { location: null, locationName: null, locationLat: null, locationLng: null };
  return {
    location: choice.address || choice.name,
    locationName: choice.name || choice.address,
    locationLat: choice.lat,
    locationLng: choice.lng,
  };
}

/** The choice back from a hang's stored fields (a template, a draft or an edit), if it has one. */
export function chosenLocationOf(
  fields: Partial<Record<keyof HangLocationFields, unknown>>,
): ChosenLocation | null {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : "");
  const name = text(fields.locationName) || text(fields.location);
  const address = text(fields.location) || name;
  if (!name) return null;
  return { name, address, lat: text(fields.locationLat) || null, lng: text(fields.locationLng) || null };
}
