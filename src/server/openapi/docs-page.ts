// /api/docs: the reference as one page drawn from the document, with no script and nothing fetched
// from elsewhere, so it reads offline and under a CSP that allows only its own style sheet.
import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import type { OpenApiDocument } from "./document.ts";

type Json = Record<string, unknown>;
type Html = ReturnType<typeof html>;

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1c1c1e;--muted:#4a4a52;--line:#d4d4d8;--code:#f4f4f5;--link:#1d4ed8;
--get:#166534;--post:#1e40af;--put:#854d0e;--delete:#991b1b}
@media (prefers-color-scheme:dark){:root{--bg:#18181b;--fg:#f4f4f5;--muted:#c4c4cc;--line:#3f3f46;--code:#27272a;
--link:#93c5fd;--get:#86efac;--post:#93c5fd;--put:#fde68a;--delete:#fca5a5}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
a{color:var(--link)}a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
code{background:var(--code);padding:0 .25em;border-radius:4px;font-size:.9em;overflow-wrap:anywhere}
nav ul{columns:2 18rem;padding-left:1.2rem}nav li{padding:.2rem 0;overflow-wrap:anywhere}
article{border-top:1px solid var(--line);padding:.5rem 0 1rem}
h3{font-size:1.1rem;display:flex;gap:.6rem;flex-wrap:wrap;align-items:baseline}
.method{font:700 .85rem ui-monospace,monospace;text-transform:uppercase}
.get{color:var(--get)}.post{color:var(--post)}.put,.patch{color:var(--put)}.delete{color:var(--delete)}
.muted{color:var(--muted)}h4{font-size:1rem;margin:.8rem 0 .3rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{text-align:left;border-bottom:1px solid var(--line);padding:.3rem .4rem;vertical-align:top}
ul.schema{margin:.2rem 0;padding-left:1.2rem}
`;

/** The style sheet's hash, for the page's CSP. */
export const DOCS_STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

const MAX_DEPTH = 4;
const COMPONENT_REF = "#/components/schemas/";

function typeWords(schema: Json): string {
  if (typeof schema.$ref === "string") return schema.$ref.slice(COMPONENT_REF.length);
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type as string | undefined);
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  return `${type ?? "any"}${format}`;
}

/** A schema as nested lists: each property with its type, whether it is required, and what it means. */
function schemaHtml(schema: Json | undefined, depth = 0): Html {
  if (!schema) return html``;
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.slice(COMPONENT_REF.length);
    return html`<a href="#schema-${name}">${name}</a>`;
  }
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) {
    return html`one of:<ul class="schema">${alternatives.map((alt) => html`<li>${schemaHtml(alt, depth + 1)}</li>`)}</ul>`;
  }
  if (schema.type === "array" && schema.items) {
    return html`list of ${schemaHtml(schema.items as Json, depth)}`;
  }
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties || depth >= MAX_DEPTH) {
    const values = schema.additionalProperties;
    if (values && typeof values === "object" && Object.keys(values).length > 0)
      return html`object of ${schemaHtml(values as Json, depth + 1)} by key`;
    return html`${typeWords(schema)}${describe(schema)}`;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return html`object<ul class="schema">
    ${Object.entries(properties).map(
      ([name, prop]) =>
        html`<li><code>${name}</code>${required.has(name) ? "" : html` <span class="muted">(optional)</span>`}:
          ${schemaHtml(prop, depth + 1)}</li>`,
    )}
  </ul>`;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** A description's text, escaped, with its `code` spans set as code. */
function prose(text: string) {
  const escaped = text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return raw(escaped.replace(/`([^`]+)`/g, "<code>$1</code>"));
}

const describe = (schema: Json) =>
  typeof schema.description === "string"
    ? html` <span class="muted">— ${prose(schema.description)}</span>`
    : "";

function operationHtml(path: string, method: string, op: Json, document: OpenApiDocument): Html {
  const parameters = (op.parameters as Json[] | undefined) ?? [];
  const body = (op.requestBody as { content: Record<string, { schema?: Json }> } | undefined)?.content;
  const responses = op.responses as Record<string, Json>;
  const security = (op.security as Record<string, unknown>[] | undefined) ?? [];
  const ways = security.flatMap((s) => Object.keys(s));
  const optional = security.some((s) => Object.keys(s).length === 0);
  return html`<article id="${op.operationId as string}">
    <h3><span class="method ${method}">${method}</span> <code>${path}</code></h3>
    <p>${op.summary as string}</p>
    ${op.description ? html`<p class="muted">${prose(op.description as string)}</p>` : ""}
    ${ways.length ? html`<p>${optional ? "Optional credentials" : "Credentials"}: ${ways.map((w, i) => html`${i ? ", " : ""}<code>${w}</code>`)}</p>` : ""}
    ${
      parameters.length
        ? html`<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">About</th></tr></thead><tbody>
        ${parameters.map(
          (
            p,
          ) => html`<tr><td><code>${p.name as string}</code>${p.required ? " (required)" : ""}</td><td>${p.in as string}</td>
            <td>${typeWords((p.schema as Json) ?? {})}</td><td>${prose((p.description as string | undefined) ?? "")}</td></tr>`,
        )}</tbody></table>`
        : ""
    }
    ${body ? Object.entries(body).map(([type, media]) => html`<h4>Request body <span class="muted">(${type})</span></h4>${media.schema ? schemaHtml(media.schema) : "Any."}`) : ""}
    <h4>Answers</h4>
    <ul class="schema">${Object.entries(responses).map(([status, answer]) => responseHtml(status, answer, document))}</ul>
  </article>`;
}

function responseHtml(status: string, answer: Json, document: OpenApiDocument): Html {
  const ref = typeof answer.$ref === "string" ? answer.$ref.split("/").at(-1)! : undefined;
  const resolved = ref ? (document.components.responses as Record<string, Json>)[ref]! : answer;
  const content = resolved.content as Record<string, { schema?: Json }> | undefined;
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  const shown = ref
    ? html` — the error body <a href="#schema-Error">Error</a>`
    : media?.schema
      ? html` (${type}): ${schemaHtml(media.schema)}`
      : type
        ? html` (${type})`
        : "";
  return html`<li><strong>${status}</strong> ${prose(resolved.description as string)}${shown}</li>`;
}

/** The whole page. */
export function docsPageHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, Html[]>(document.tags.map((t) => [t.name, []]));
  const contents = new Map<string, Html[]>(document.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags as string[])[0]!;
      byTag.get(tag)?.push(operationHtml(path, method, op, document));
      contents
        .get(tag)
        ?.push(html`<li><a href="#${op.operationId as string}">${method.toUpperCase()} ${path}</a></li>`);
    }
  }
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title} reference</title><style>${raw(STYLE)}</style></head>
<body>
<header><h1>${document.info.title} <span class="muted">${document.info.version}</span></h1>
<p>${prose(document.info.description)}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Contents"><h2>Contents</h2>
${document.tags.map((t) => html`<h3><a href="#tag-${slug(t.name)}">${t.name}</a></h3><ul>${contents.get(t.name)}</ul>`)}
<h3><a href="#schemas">Schemas</a></h3></nav>
<main>
${document.tags.map((t) => html`<section aria-labelledby="tag-${slug(t.name)}"><h2 id="tag-${slug(t.name)}">${t.name}</h2><p>${prose(t.description)}</p>${byTag.get(t.name)}</section>`)}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
${Object.entries(document.components.schemas).map(([name, schema]) => html`<article id="schema-${name}"><h3>${name}</h3>${schemaHtml(schema)}</article>`)}
</section></main></body></html>`;
  return String(page);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
