import { describe, expect, it } from "vitest";
import {
  chosenLocationOf,
  customLocation,
  hangLocationFields,
  isSearchable,
  type LocationSuggestion,
  mapsQueryUrl,
  matchesSuggestion,
  placeLocation,
  placeSearchQuerySchema,
  suggestionLocation,
} from "./location.ts";

describe("the place search", () => {
  it("runs only for text longer than 2 characters, spaces aside", () => {
    expect(isSearchable("ab")).toBe(false);
    expect(isSearchable("  ab  ")).toBe(false);
    expect(isSearchable("abc")).toBe(true);
  });

  it("takes trimmed text of at most 200 characters", () => {
    expect(placeSearchQuerySchema.parse({ q: "  tacos " })).toEqual({ q: "tacos" });
    expect(placeSearchQuerySchema.parse({})).toEqual({ q: "" });
    expect(placeSearchQuerySchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });
});

describe("local suggestions", () => {
  const cafe = { name: "Corner Cup Cafe", address: "1 Example Street, Sampletown" };

  it("match on name or address, ignoring case", () => {
    expect(matchesSuggestion(cafe, "corner")).toBe(true);
    expect(matchesSuggestion(cafe, "SAMPLETOWN")).toBe(true);
    expect(matchesSuggestion(cafe, "bakery")).toBe(false);
    expect(matchesSuggestion(cafe, "  ")).toBe(true);
  });
});

describe("a chosen location", () => {
  it("opens a maps search for its address", () => {
    expect(mapsQueryUrl("66 Mint St, San Francisco")).toBe(
      "https://www.google.com/maps/search/?api=1&query=66%20Mint%20St%2C%20San%20Francisco",
    );
  });

  it("is stored as address (location), name, latitude and longitude", () => {
    const place = placeLocation({
      id: "p1",
      name: "Blue Bottle",
      address: "66 Mint St",
      lat: 37.78,
      lng: -122.4,
      rating: 4.5,
      source: "google",
    });
    expect(hangLocationFields(place)).toEqual({
      location: "66 Mint St",
      locationName: "Blue Bottle",
      locationLat: "37.78",
      locationLng: "-122.4",
    });
    expect(hangLocationFields(null)).toEqual({
      location: null,
      locationName: null,
      locationLat: null,
      locationLng: null,
    });
  });

  it("can be the host's own words, but not blank ones", () => {
    expect(customLocation("   ")).toBeUndefined();
    expect(hangLocationFields(customLocation("  My place ")!)).toEqual({
      location: "My place",
      locationName: "My place",
      locationLat: null,
      locationLng: null,
    });
  });

  it("comes from a suggestion with its coordinates, and back from stored fields", () => {
    const suggestion: LocationSuggestion = {
      id: "s1",
      name: "Riverside Park",
      address: "11 Example Street",
      latitude: "1.5",
      longitude: null,
      category: "park",
      vibe: "picnic",
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const chosen = suggestionLocation(suggestion);
    expect(chosenLocationOf(hangLocationFields(chosen))).toEqual(chosen);
    expect(chosenLocationOf({ location: "Just an address" })).toEqual({
      name: "Just an address",
      address: "Just an address",
      lat: null,
      lng: null,
    });
    expect(chosenLocationOf({ location: " ", locationName: null })).toBeNull();
  });
});
