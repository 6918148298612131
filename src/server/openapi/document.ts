// The OpenAPI 3.1 document of the API, built from the feature areas' descriptions (paths/*.ts).
import type { z } from "zod";
import { errorBodySchema } from "../../shared/api/common.ts";
import { schemaConverter } from "./json-schema.ts";
import { type Answer, type Area, type Credential, type Operation, PATH_PARAMETERS } from "./operation.ts";

type Json = Record<string, unknown>;

/** What every error status means, in the words of this API. */
const ERRORS: Record<number, string> = {
  400: "The input was refused: `message` says why, `errors` names each field.",
  401: "Sign in first (or prove the answer is yours).",
  403: "Not allowed: not the host, not a member, or a cross-site write.",
  404: "No such hang, group, answer or page.",
  409: "The change conflicts with the current state (already answered, already locked in…).",
  413: "The request body is over 64 KB.",
  415: "A write must be sent as JSON (Content-Type: application/json).",
  421: "The request named a host this server does not serve.",
  422: "The answer from elsewhere was not what was asked for.",
  429: "Too many requests: Retry-After says when to try again.",
  500: "Something went wrong on the server; nothing about it is in the answer.",
  502: "A server asked on the person's behalf did not answer.",
  503: "Starting, draining, or the database is out of reach: nothing was done. Retry-After says when.",
};

/** Every call may meet these: an unexpected failure, an outage, a Host the server does not serve. */
const EVERY_CALL = [421, 500, 503];
/** Every call under /api: a NUL character in the query is refused. */
const EVERY_API_CALL = [400];
/** Every write under /api: the Origin check, the JSON-only rule and the size cap. */
const EVERY_API_WRITE = [403, 413, 415];

const SECURITY_SCHEMES: Record<Credential, Json> = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "hangs.session_token",
    description: "The signed-in session (set by the sign-in round trip; `__Secure-` prefixed over HTTPS).",
  },
  editToken: {
    type: "apiKey",
    in: "header",
    name: "X-Edit-Token",
    description: "The hang's edit token, answered once when the hang was created.",
  },
  editTokenQuery: {
    type: "apiKey",
    in: "query",
    name: "token",
    description: "The hang's edit token, as the host's links carry it.",
  },
  responseSecret: {
    type: "apiKey",
    in: "header",
    name: "X-Response-Secret",
    description: "The secret answered with a guest's answer, or the key of the answer link mailed to them.",
  },
  voterKey: {
    type: "apiKey",
    in: "header",
    name: "X-Voter-Key",
    description: "Answered with a first vote or suggestion: proves the voter on later calls.",
  },
  invitationKey: {
    type: "apiKey",
    in: "header",
    name: "X-Invitation-Key",
    description: "The key of a personal invitation link.",
  },
  metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN, for a scraper elsewhere." },
  accessToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal access token (`hangs_pat_…`, created on /account): acts as its owner wherever a session " +
      "does. A read token may only GET; a token in the address is refused.",
  },
};

/** The credentials a call accepts: a personal access token wherever a session is, unless session-only. */
function credentialsOf(op: Operation): readonly Credential[] | undefined {
  const takesToken = op.credentials?.includes("session") && !op.sessionOnly;
  return takesToken ? [...op.credentials!, "accessToken"] : op.credentials;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  304: "Not modified",
};

function pathParameters(path: string): Json[] {
  const segments = path.split("/");
  return segments.flatMap((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return [];
    const description = PATH_PARAMETERS[`${segments[i - 1]}/{${name}}`];
    return {
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
      ...(description ? { description } : {}),
    };
  });
}

function errorStatuses(op: Operation): number[] {
  const underApi = op.path.startsWith("/api/");
  const all = new Set([
    ...(op.errors ?? []),
    ...EVERY_CALL,
    ...(underApi ? EVERY_API_CALL : []),
    ...(underApi && op.method !== "get" ? EVERY_API_WRITE : []),
    // Without the credential: 401; with a wrong edit token: 403.
    ...(op.credentialsRequired ? [401] : []),
    ...(op.credentialsRequired && op.credentials?.includes("editToken") ? [403] : []),
    // A token that is malformed, unknown, revoked or expired: 401; past its owner's limit: 429.
    ...(credentialsOf(op)?.includes("accessToken") ? [401, 429] : []),
    ...(op.sessionOnly ? [403] : []),
  ]);
  return [...all].filter((status) => !(status in op.answers)).sort((a, b) => a - b);
}

function isZod(answer: Answer): answer is z.ZodType {
  return answer !== null && "_zod" in answer;
}

/** Builds the whole document. Pure: the server builds it once and keeps it. */
export function buildOpenApiDocument(areas: readonly Area[], info: { version: string; serverUrl: string }) {
  const { components, convert } = schemaConverter();
  const errorSchema = convert(errorBodySchema, "output");
  const paths: Record<string, Record<string, Json>> = {};
  const usedErrors = new Set<number>();

  const answerOf = (status: number, answer: Answer): Json => {
    const description = STATUS_TEXT[status] ?? ERRORS[status] ?? "OK";
    if (answer === null) return { description };
    if (isZod(answer))
      return { description, content: { "application/json": { schema: convert(answer, "output") } } };
    return { description: answer.description, content: { [answer.mediaType]: {} } };
  };

  for (const area of areas) {
    for (const op of area.operations) {
      const parameters: Json[] = pathParameters(op.path);
      if (op.query) {
        const query = convert(op.query, "input") as {
          properties?: Record<string, Json>;
          required?: string[];
        };
        for (const [name, schema] of Object.entries(query.properties ?? {})) {
          const { description, ...rest } = schema;
          parameters.push({
            name,
            in: "query",
            required: query.required?.includes(name) ?? false,
            schema: rest,
            ...(description ? { description } : {}),
          });
        }
      }
      for (const [name, description] of Object.entries(op.plainQuery ?? {}))
        parameters.push({ name, in: "query", required: false, schema: { type: "string" }, description });
      for (const [name, description] of Object.entries(op.headers ?? {}))
        parameters.push({ name, in: "header", required: false, schema: { type: "string" }, description });

      const responses: Json = {};
      for (const [status, answer] of Object.entries(op.answers))
        responses[status] = answerOf(Number(status), answer);
      for (const status of errorStatuses(op)) {
        usedErrors.add(status);
        responses[status] = { $ref: `#/components/responses/Error${status}` };
      }

      const security = credentialsOf(op)?.map((name) => ({ [name]: [] }));
      const operation: Json = {
        tags: [area.tag],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        operationId: operationId(op),
        ...(parameters.length ? { parameters } : {}),
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: convert(op.body, "input") } },
              },
            }
          : {}),
        ...(op.anyBody
          ? { requestBody: { required: false, content: { "application/x-www-form-urlencoded": {} } } }
          : {}),
        ...(op.files
          ? {
              requestBody: {
                required: true,
                content: {
                  "multipart/form-data": {
                    schema: {
                      type: "object",
                      required: [op.files.field],
                      properties: {
                        [op.files.field]: {
                          type: "array",
                          items: { type: "string", contentMediaType: "application/octet-stream" },
                          description: op.files.description,
                        },
                      },
                    },
                  },
                },
              },
            }
          : {}),
        responses,
        ...(security
          ? { security: op.credentialsRequired ? security : [...security, {}] }
          : { security: [] }),
      };
      const item = paths[op.path] ?? {};
      paths[op.path] = item;
      if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is described twice`);
      item[op.method] = operation;
    }
  }

  const errorResponses = Object.fromEntries(
    [...usedErrors]
      .sort((a, b) => a - b)
      .map((status) => [
        `Error${status}`,
        { description: ERRORS[status] ?? "Error", content: { "application/json": { schema: errorSchema } } },
      ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Hangs API",
      version: info.version,
      description:
        "Float a casual get-together, collect availability, lock it in. Every failure answers " +
        "`{ message, errors? }` with its status; texts follow Accept-Language (en, es, de).",
    },
    servers: [{ url: info.serverUrl }],
    tags: areas.map((area) => ({ name: area.tag, description: area.description })),
    paths,
    components: { schemas: components, responses: errorResponses, securitySchemes: SECURITY_SCHEMES },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** `getHangsIdResponses` for GET /api/hangs/{id}/responses: stable, unique, readable. */
function operationId(op: Operation): string {
  const words = op.path
    .replace(/^\/api\//, "/")
    .split(/[/.{}-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return op.method + words.join("");
}
