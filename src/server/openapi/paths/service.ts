// The server itself and its helpers: health and readiness, texts, places, calendar checks, feeds,
// link previews, and this reference.
import {
  healthSchema,
  livenessSchema,
  locationSuggestionsSchema,
  mapsKeySchema,
  messagesSchema,
  placeResultsSchema,
  readinessSchema,
} from "../../../shared/api/places.ts";
import { calendarFetchSchema } from "../../../shared/calendar-fetch.ts";
import { placeSearchQuerySchema, suggestionsQuerySchema } from "../../../shared/location.ts";
import { z } from "../../../shared/zod.ts";
import type { Area } from "../operation.ts";

const ICS = { mediaType: "text/calendar", description: "An RFC 5545 calendar." };

export const serviceArea: Area = {
  tag: "Service",
  description: "Health, readiness, texts, place search, calendar checks and feeds, and this reference.",
  operations: [
    { method: "get", path: "/api/health", summary: "The API answers", answers: { 200: healthSchema } },
    {
      method: "get",
      path: "/livez",
      summary: "The process answers (liveness probe)",
      answers: { 200: livenessSchema },
    },
    {
      method: "get",
      path: "/readyz",
      summary: "This instance should get traffic (readiness probe)",
      description: "503 with the same shape while starting, draining or degraded.",
      answers: { 200: readinessSchema, 503: readinessSchema },
    },
    {
      method: "get",
      path: "/metrics",
      summary: "Prometheus metrics",
      description: "For this machine, or a bearer of METRICS_TOKEN; 404 to anyone else.",
      credentials: ["metricsToken"],
      answers: { 200: { mediaType: "text/plain", description: "The Prometheus text format." } },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/i18n/{locale}",
      summary: "Every text of a language",
      plainQuery: { v: "This build's version of the texts: the answer is then cached for a year." },
      answers: { 200: messagesSchema },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/location-suggestions",
      summary: "The operator's suggested places",
      query: suggestionsQuerySchema,
      answers: { 200: locationSuggestionsSchema },
    },
    {
      method: "get",
      path: "/api/places/search",
      summary: "Search places",
      description: "Empty without a configured key or for a short text.",
      query: placeSearchQuerySchema,
      answers: { 200: placeResultsSchema },
      errors: [429, 502],
    },
    {
      method: "get",
      path: "/api/google-maps-key",
      summary: "The browser key for the map, if any",
      answers: { 200: mapsKeySchema },
    },
    {
      method: "post",
      path: "/api/calendar-fetch",
      summary: "Fetch a calendar by its address (Check my calendar)",
      description: "Public addresses only; the calendar is handed back unparsed and never kept.",
      body: calendarFetchSchema,
      answers: { 200: ICS },
      errors: [413, 422, 429, 502],
    },
    {
      method: "get",
      path: "/feed/{file}",
      summary: "A calendar feed (subscribe in a calendar app)",
      description: "Your hangs, or a group's. ETag and Last-Modified: a conditional request may get 304.",
      answers: { 200: ICS, 304: null },
      errors: [404, 429],
    },
    {
      method: "get",
      path: "/hang/{id}/preview.png",
      summary: "A hang's link-preview image",
      answers: { 200: { mediaType: "image/png", description: "1200 × 630." } },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/openapi.json",
      summary: "This document",
      description: "Cached by ETag: a conditional request may get 304.",
      answers: { 200: z.looseObject({ openapi: z.literal("3.1.0") }), 304: null },
    },
    {
      method: "get",
      path: "/api/docs",
      summary: "This reference as a page",
      answers: {
        200: { mediaType: "text/html", description: "The reference, readable offline." },
        304: null,
      },
    },
  ],
};
