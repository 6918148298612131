// The operator's file of local suggestions (JSON): read and checked, so a typo fails loudly at start.
import fs from "node:fs";
import { z } from "zod";
import { LOCATION_CATEGORIES } from "../../../shared/location.ts";

const coordinate = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

const suggestionSchema = z.object({
  name: z.string().trim().min(1, "name is required").max(200),
  address: z.string().trim().min(1, "address is required").max(300),
  latitude: coordinate,
  longitude: coordinate,
  category: z.enum(LOCATION_CATEGORIES).default("other"),
  /** A vibe value (e.g. "coffee"); absent or null suggests the place for every vibe. */
  vibe: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});

const fileSchema = z.array(suggestionSchema).max(5000, "at most 5000 suggestions");

export type SuggestionSeed = z.output<typeof suggestionSchema>;

/** The file's suggestions; undefined when the file does not exist. Throws on malformed content. */
export function readSuggestionsFile(file: string): SuggestionSeed[] | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "EISDIR") throw new Error(`${file} is a directory, not a JSON file of location suggestions`);
    throw new Error(`${file} cannot be read (${code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 5).map((i) => `  [${i.path.join(".")}] ${i.message}`);
    throw new Error(`${file} is not a list of location suggestions:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
