// Location: the server-side place search against a loopback fake of Google Places, the maps-key
// endpoint, and the operator's local suggestions seeded at start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationSuggestions } from "../../src/server/db/schema.ts";
import { seedLocationSuggestions } from "../../src/server/features/location-suggestions/mutations.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { type FakePlaces, startFakePlaces } from "../support/fake-places.ts";

const SAMPLE_FILE = path.resolve("seed/location-suggestions.json");
const sampleCount = (JSON.parse(fs.readFileSync(SAMPLE_FILE, "utf8")) as unknown[]).length;

let fake: FakePlaces;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePlaces([
    ...Array.from({ length: 10 }, (_, i) => ({ name: `Spot ${i + 1}`, address: `${i + 1} Main St` })),
    {
      name: "Blue Bottle Coffee",
      address: "66 Mint St, San Francisco",
      lat: 37.78,
      lng: -122.4,
      rating: 4.5,
    },
  ]);
  t = await startTestApp({
    runWorkers: false,
    env: { GOOGLE_MAPS_API_KEY: "test-key", PLACES_API_URL: fake.url, LOG_LEVEL: "silent" },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const search = (q: string) => t.request("GET", `/api/places/search?q=${encodeURIComponent(q)}`);

describe("place search", () => {
  it("asks Text Search with the key, the field mask and at most 8 results, and maps the answer", async () => {
    fake.mode = "ok";
    const before = fake.calls.length;
    const { status, body } = await search("blue bottle");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(String),
        name: "Blue Bottle Coffee",
        address: "66 Mint St, San Francisco",
        lat: 37.78,
        lng: -122.4,
        rating: 4.5,
        source: "google",
      },
    ]);
    expect(fake.calls.slice(before)).toEqual([
      {
        path: "/v1/places:searchText",
        apiKey: "test-key",
        fieldMask: expect.stringContaining("places.displayName"),
        body: { textQuery: "blue bottle", maxResultCount: 8 },
      },
    ]);
    for (const field of ["formattedAddress", "location", "rating"]) {
      expect(fake.calls.at(-1)?.fieldMask).toContain(`places.${field}`);
    }
  });

  it("never returns more than 8 places, and null for what a place lacks", async () => {
    fake.mode = "ok";
    const { body } = await search("spot");
    expect(body).toHaveLength(8);
    expect(body[0]).toMatchObject({ name: "Spot 1", lat: null, lng: null, rating: null });
  });

  it("answers [] without calling out for text shorter than 3 characters", async () => {
    const before = fake.calls.length;
    for (const q of ["", "ab", "  ab  "]) {
      expect(await search(q)).toMatchObject({ status: 200, body: [] });
    }
    expect(fake.calls.length).toBe(before);
  });

  it.each(["error", "slow", "garbage"] as const)(
    "answers 200 [] when the service is %s",
    async (mode) => {
      fake.mode = mode;
      const { status, body } = await search("coffee");
      expect(status).toBe(200);
      expect(body).toEqual([]);
      fake.mode = "ok";
    },
    10_000,
  );

  it("refuses overlong search text", async () => {
    const { status, body } = await search("x".repeat(201));
    expect(status).toBe(400);
    expect(body.message).toBe("Search text must be at most 200 characters");
  });

  it("gives the maps key as the spec's endpoint does, and nowhere else", async () => {
    expect((await t.request("GET", "/api/google-maps-key")).body).toEqual({ apiKey: "test-key" });
    expect(JSON.stringify((await search("blue bottle")).body)).not.toContain("test-key");
  });
});

describe("without a maps key", () => {
  it("answers [] without calling out, and a null key", async () => {
    const keyless = await startTestApp({
      runWorkers: false,
      env: { PLACES_API_URL: fake.url, LOG_LEVEL: "silent", LOCATION_SUGGESTIONS_FILE: "" },
    });
    try {
      const before = fake.calls.length;
      expect((await keyless.request("GET", "/api/places/search?q=coffee")).body).toEqual([]);
      expect(fake.calls.length).toBe(before);
      expect((await keyless.request("GET", "/api/google-maps-key")).body).toEqual({ apiKey: null });
      // Seeding turned off: no suggestions.
      expect((await keyless.request("GET", "/api/location-suggestions")).body).toEqual([]);
    } finally {
      await keyless.close();
    }
  });
});

describe("local suggestions", () => {
  it("are seeded at start from the sample file, one per row", async () => {
    const { status, body } = await t.request("GET", "/api/location-suggestions");
    expect(status).toBe(200);
    expect(body).toHaveLength(sampleCount);
    expect(new Set(body.map((s: { category: string }) => s.category))).toEqual(
      new Set(["cafe", "bar", "brewery", "restaurant", "bakery", "park", "other"]),
    );
    expect(body[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      address: expect.any(String),
      latitude: null,
      longitude: null,
      category: expect.any(String),
      vibe: expect.toBeOneOf([expect.any(String), null]),
      createdAt: expect.any(String),
    });
  });

  it("for a vibe: those made for it first, then the general ones", async () => {
    const { body } = await t.request("GET", "/api/location-suggestions?vibe=coffee");
    const vibes = body.map((s: { vibe: string | null }) => s.vibe);
    expect(vibes[0]).toBe("coffee");
    expect(vibes.slice(1).every((v: string | null) => v === null)).toBe(true);
    expect(body.length).toBeGreaterThan(1);
    const custom = await t.request("GET", "/api/location-suggestions?vibe=Pottery%20class");
    expect(custom.body.every((s: { vibe: string | null }) => s.vibe === null)).toBe(true);
  });

  it("are not seeded again when the table has rows, even by two starts at once", async () => {
    const db = t.database.db;
    const again = await Promise.all([
      seedLocationSuggestions(db, SAMPLE_FILE),
      seedLocationSuggestions(db, SAMPLE_FILE),
    ]);
    expect(again.map((r) => r.added)).toEqual([0, 0]);
    expect(await db.$count(locationSuggestions)).toBe(sampleCount);

    await db.delete(locationSuggestions);
    const racing = await Promise.all([
      seedLocationSuggestions(db, SAMPLE_FILE),
      seedLocationSuggestions(db, SAMPLE_FILE),
    ]);
    expect(racing.map((r) => r.added).sort()).toEqual([0, sampleCount]);
    expect(await db.$count(locationSuggestions)).toBe(sampleCount);
  });

  it("come from the operator's file: a missing file adds none, a malformed one fails loudly", async () => {
    const db = t.database.db;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-suggestions-"));
    try {
      await db.delete(locationSuggestions);
      expect(await seedLocationSuggestions(db, path.join(dir, "nope.json"))).toEqual({
        added: 0,
        fileMissing: true,
      });
      const bad = path.join(dir, "bad.json");
      fs.writeFileSync(bad, JSON.stringify([{ name: "Somewhere", address: "1 Road", category: "zoo" }]));
      await expect(seedLocationSuggestions(db, bad)).rejects.toThrow(/bad\.json is not a list.*\n.*category/);
      await expect(seedLocationSuggestions(db, dir)).rejects.toThrow(
        new Error(`${dir} is a directory, not a JSON file of location suggestions`),
      );
      const own = path.join(dir, "own.json");
      fs.writeFileSync(
        own,
        JSON.stringify([{ name: "Our Cafe", address: "5 High St", latitude: 51.5, longitude: -0.12 }]),
      );
      expect((await seedLocationSuggestions(db, own)).added).toBe(1);
      const { body } = await t.request("GET", "/api/location-suggestions?vibe=coffee");
      expect(body).toEqual([
        expect.objectContaining({
          name: "Our Cafe",
          latitude: "51.5",
          longitude: "-0.12",
          category: "other",
        }),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
