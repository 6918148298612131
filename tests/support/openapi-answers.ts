// Checks an answer of the app against its own OpenAPI document (GET /api/openapi.json): the status
// must be one the operation lists, and a JSON body must match that status's schema. The shared
// test app runs every answer through it, so each API test also tests the document.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

type Json = Record<string, any>;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOCUMENT_ID = "https://hangs.invalid/openapi.json";
const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

interface Route {
  pattern: RegExp;
  template: string;
  /** Literal segments: a path matching two templates belongs to the more literal one. */
  literals: number;
}

interface Checker {
  document: Json;
  routes: Route[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

/** One checker per document text: every test file in a worker shares its compiled schemas. */
const checkers = new Map<string, Checker>();

function checkerFor(text: string): Checker {
  const known = checkers.get(text);
  if (known) return known;
  const document = JSON.parse(text) as Json;
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's other keys are not schema words.
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(document, DOCUMENT_ID);
  const routes = Object.keys(document.paths).map((template) => {
    const segments = template.split("/");
    const source = segments
      .map((s) => (/^\{\w+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return {
      pattern: new RegExp(`^${source}$`),
      template,
      literals: segments.filter((s) => !s.startsWith("{")).length,
    };
  });
  const checker = { document, routes, ajv, validators: new Map() };
  checkers.set(text, checker);
  return checker;
}

/** A JSON pointer into the document, as a URI fragment. */
const pointer = (...parts: string[]) =>
  parts.map((p) => encodeURIComponent(p.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/");

/** The operation a request was for; undefined for a path or method the API does not have. */
function operationOf(checker: Checker, method: string, path: string) {
  const lower = method.toLowerCase();
  if (!METHODS.has(lower)) return undefined;
  const route = checker.routes
    .filter((r) => r.pattern.test(path) && checker.document.paths[r.template][lower])
    .sort((a, b) => b.literals - a.literals)[0];
  return (
    route && {
      template: route.template,
      method: lower,
      operation: checker.document.paths[route.template][lower],
    }
  );
}

export interface Answer {
  status: number;
  contentType: string | null;
  /** The parsed JSON body, or the text when it was not JSON. */
  body: unknown;
}

/**
 * Throws, naming the operation and what differs, when the answer is not one the document describes.
 * Requests to paths the API does not have (a test of the 404 page, say) are not operations: passed.
 */
export function checkAgainstDocument(documentText: string, method: string, url: string, answer: Answer) {
  const checker = checkerFor(documentText);
  const path = new URL(url, "http://app.invalid").pathname;
  const found = operationOf(checker, method, path);
  if (!found) return;
  const name = `${method.toUpperCase()} ${found.template}`;
  const listed = found.operation.responses[String(answer.status)];
  if (!listed) {
    throw new Error(
      `${name} answered ${answer.status}, which the OpenAPI document does not list ` +
        `(it lists ${Object.keys(found.operation.responses).join(", ")}): ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  const response = listed.$ref
    ? checker.document.components.responses[listed.$ref.split("/").at(-1)]
    : listed;
  const isJson = /^application\/json\b/i.test(answer.contentType ?? "");
  if (!isJson || !response.content?.["application/json"]) return;
  const at = listed.$ref
    ? pointer(
        "components",
        "responses",
        listed.$ref.split("/").at(-1),
        "content",
        "application/json",
        "schema",
      )
    : pointer(
        "paths",
        found.template,
        found.method,
        "responses",
        String(answer.status),
        "content",
        "application/json",
        "schema",
      );
  let validate = checker.validators.get(at);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}` });
    checker.validators.set(at, validate);
  }
  if (!validate(answer.body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (e) => `${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
      );
    throw new Error(
      `${name} answered ${answer.status} with a body the OpenAPI document does not describe:\n  ${problems.join("\n  ")}\n` +
        `body: ${JSON.stringify(answer.body).slice(0, 600)}`,
    );
  }
}
