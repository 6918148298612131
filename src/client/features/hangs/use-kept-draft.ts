// The create form keeps a copy of itself in the browser as the host fills it in: a phone that
// drops a background tab, or a reload, brings back everything typed (create-draft.ts reads it).
import { useEffect, useRef } from "react";
import { saveCreateDraft } from "../../lib/storage.ts";
import { type CreateDraft, savedDraftOf } from "./create-draft.ts";

/**
 * Saves the draft from the host's first change on. The form as it opened is not saved: a repeat
 * template read once stays read once until the host makes it their own.
 */
export function useKeptDraft(draft: CreateDraft): void {
  const saved = JSON.stringify(savedDraftOf(draft));
  const opened = useRef<string | null>(saved);
  useEffect(() => {
    if (saved === opened.current) return;
    opened.current = null;
    saveCreateDraft(JSON.parse(saved) as Record<string, unknown>);
  }, [saved]);
}
