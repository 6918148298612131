// zod → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), with the named shared schemas lifted
// into the document's components so each is written once.
import { z } from "zod";

type Json = Record<string, unknown>;
const DEFS = "#/$defs/";
const COMPONENTS = "#/components/schemas/";

/** Points every `#/$defs/X` at `#/components/schemas/X`. */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof inner === "string" && inner.startsWith(DEFS)
        ? COMPONENTS + inner.slice(DEFS.length)
        : retarget(inner);
  }
  return out;
}

/** Converts schemas into one components table: `convert` answers a schema to place in the document. */
export function schemaConverter() {
  const components: Record<string, Json> = {};
  const convert = (schema: z.ZodType, io: "input" | "output"): Json => {
    // What JSON Schema cannot say (a refinement, a transform's result) is left open, not refused.
    const { $schema: _, $defs, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const placed = retarget(def) as Json;
      const known = components[name];
      // One name, one shape: a schema named twice with two shapes would make the document lie.
      if (known && JSON.stringify(known) !== JSON.stringify(placed))
        throw new Error(`Two different schemas are named ${name}`);
      components[name] = placed;
    }
    return retarget(json) as Json;
  };
  return { components, convert };
}
