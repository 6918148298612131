// A loopback stand-in for Google Places API (New) Text Search: records every call and answers with
// places whose name contains the query. No internet in tests; the app finds it via PLACES_API_URL.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface PlacesCall {
  path: string;
  apiKey: string | undefined;
  fieldMask: string | undefined;
  body: { textQuery?: string; maxResultCount?: number };
}

export interface FakePlace {
  name: string;
  address: string;
  lat?: number;
  lng?: number;
  rating?: number;
}

export type FakeMode = "ok" | "error" | "slow" | "garbage";

export interface FakePlaces {
  url: string;
  calls: PlacesCall[];
  /** ok answers; error answers 403; slow never answers in time; garbage answers non-JSON. */
  mode: FakeMode;
  close(): Promise<void>;
}

export const FAKE_PLACES: FakePlace[] = [
  {
    name: "Blue Bottle Coffee",
    address: "66 Mint St, San Francisco, CA",
    lat: 37.78,
    lng: -122.4,
    rating: 4.5,
  },
  {
    name: "Coffee Cantata",
    address: "2030 Union St, San Francisco, CA",
    lat: 37.79,
    lng: -122.43,
    rating: 4.2,
  },
  { name: "Sightglass Coffee", address: "270 7th St, San Francisco, CA", lat: 37.77, lng: -122.41 },
];

export async function startFakePlaces(places: FakePlace[] = FAKE_PLACES): Promise<FakePlaces> {
  const fake = { calls: [] as PlacesCall[], mode: "ok" as FakeMode };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as PlacesCall["body"];
      fake.calls.push({
        path: req.url ?? "",
        apiKey: req.headers["x-goog-api-key"] as string | undefined,
        fieldMask: req.headers["x-goog-fieldmask"] as string | undefined,
        body,
      });
      if (fake.mode === "slow") return; // the app's timeout gives up; close() ends the socket
      if (fake.mode === "garbage") return void res.end("<html>oops</html>");
      if (fake.mode === "error" || req.url !== "/v1/places:searchText") {
        res.writeHead(403, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED" } }));
      }
      const needle = (body.textQuery ?? "").toLowerCase();
      const found = places
        .filter((p) => p.name.toLowerCase().includes(needle))
        .map((p, i) => ({
          id: `fake-${i}-${p.name.replaceAll(" ", "-")}`,
          displayName: { text: p.name, languageCode: "en" },
          formattedAddress: p.address,
          ...(p.lat === undefined ? {} : { location: { latitude: p.lat, longitude: p.lng } }),
          ...(p.rating === undefined ? {} : { rating: p.rating }),
        }));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(found.length > 0 ? { places: found } : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
