// A vibe's name in the page's language. A custom "Other" text, and the names of older hangs' vibes,
// are shown as they are.
import { VIBES, vibeLabel } from "../../shared/vibes.ts";
import { type MessageId, useT } from "./i18n.ts";

const CATALOGUE = new Set(VIBES.map((vibe) => vibe.value));

export function useVibeLabel(): (vibe: string) => string {
  const t = useT();
  return (vibe) => (CATALOGUE.has(vibe) ? t(`vibe.${vibe}` as MessageId) : vibeLabel(vibe));
}
