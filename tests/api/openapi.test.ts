// The API's OpenAPI document: every route the app registers is in it (and nothing else), it is valid
// OpenAPI 3.1, it is served once-built with an ETag, and /api/docs reads it as a page that needs
// nothing from elsewhere. (That real answers match it is checked on every API test's requests:
// tests/support/openapi-answers.ts.)
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { checkAgainstDocument } from "../support/openapi-answers.ts";

/**
 * Routes left out of the document on purpose, each for its reason. Everything else the app
 * registers under /api, and the public routes outside it below, must be described.
 */
const NOT_DESCRIBED: Record<string, string> = {
  // Outside production only: the dev mailbox and the built-in sign-in provider's pages.
  "GET /dev/mail": "dev mailbox",
  "GET /dev/mail/{id}": "dev mailbox",
  "GET /dev/mail/{id}/html": "dev mailbox",
  "GET /dev/mail/{id}/attachments/{index}": "dev mailbox",
  // An operator's backup download from the machine itself, not a client's call.
  "GET /ops/backup": "operator tool on this machine",
  // The web app's pages (HTML), not the API.
  "GET /": "page",
  "GET /index.html": "page",
  "GET /hang/{id}": "page",
  "GET /*": "page",
};

/** Public routes outside /api that clients call, which the document must describe too. */
const OUTSIDE_API = ["/livez", "/readyz", "/metrics", "/feed/", "/hang/{id}/preview.png"];

/** Hono's `/api/hangs/:id` as OpenAPI's `/api/hangs/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");

let t: TestApp;
let document: any;

beforeAll(async () => {
  t = await startTestApp();
  document = (await t.request("GET", "/api/openapi.json")).body;
});
afterAll(() => t.close());

function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of t.app.routes) {
    // "ALL" entries are middleware (`use`) and the catch-alls that answer 404, not operations.
    if (route.method === "ALL") continue;
    routes.add(`${route.method} ${openApiPath(route.path)}`);
  }
  return [...routes];
}

function describedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe("the OpenAPI document", () => {
  it("describes every route the app registers under /api and the public ones outside it", () => {
    const described = new Set(describedOperations());
    const mustBeDescribed = registeredRoutes().filter((route) => {
      if (route in NOT_DESCRIBED) return false;
      const path = route.split(" ")[1]!;
      return path.startsWith("/api/") || OUTSIDE_API.some((prefix) => path.startsWith(prefix));
    });
    expect(mustBeDescribed.length).toBeGreaterThan(90);
    expect(mustBeDescribed.filter((route) => !described.has(route))).toEqual([]);
  });

  it("describes no route the app does not have", () => {
    const registered = new Set(registeredRoutes());
    expect(describedOperations().filter((op) => !registered.has(op))).toEqual([]);
  });

  it("is valid OpenAPI 3.1, with one id per operation", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const ids = Object.values(document.paths).flatMap((item: any) =>
      Object.values(item).map((op: any) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("takes its request schemas from the routes' own: the create form's limits and messages", () => {
    const create = document.paths["/api/hangs"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "vibe", "hostName", "hostEmail"]));
    expect(body.properties.maxCapacity.anyOf[0]).toMatchObject({ type: "integer", minimum: 2, maximum: 50 });
    // The error shape every failure answers with.
    expect(create.responses["400"]).toEqual({ $ref: "#/components/responses/Error400" });
    expect(document.components.schemas.Error.required).toEqual(["message"]);
  });

  it("is answered from memory with an ETag, and a 304 when the client has it", async () => {
    const first = await t.request("GET", "/api/openapi.json");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const again = await t.request("GET", "/api/openapi.json", undefined, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it("fails a test whose answer it does not describe", async () => {
    const text = JSON.stringify(document);
    const hang = { status: 200, contentType: "application/json", body: { id: "not a hang" } };
    expect(() => checkAgainstDocument(text, "GET", "/api/hangs/x", hang)).toThrow(/does not describe/);
    const teapot = { status: 418, contentType: "application/json", body: { message: "I'm a teapot" } };
    expect(() => checkAgainstDocument(text, "GET", "/api/hangs/x", teapot)).toThrow(/does not list/);
    // A path the API does not have is no operation to check.
    expect(() => checkAgainstDocument(text, "GET", "/api/nothing-here", teapot)).not.toThrow();
  });
});

describe("the reference page", () => {
  it("shows every operation, grouped by area, with its errors", async () => {
    const page = await t.request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = page.body as string;
    for (const tag of document.tags) expect(html).toContain(`">${tag.name}</h2>`);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const op of Object.values(item as object)) {
        expect(html).toContain(`id="${(op as any).operationId}"`);
        expect(html).toContain(`<code>${path}</code>`);
      }
    }
    expect(html).toContain("/api/openapi.json");
    // Nothing to run and nothing fetched from elsewhere.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
  });

  it("allows its own style sheet and nothing else", async () => {
    await overSocket(t, async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/docs`);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
      expect(csp).not.toMatch(/script-src|unsafe/);
      const etag = res.headers.get("etag")!;
      const again = await fetch(`http://127.0.0.1:${port}/api/docs`, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
    });
  });
});
