// The activity suggestions and votes beside a guest's saved answer (the thanks screen, everyone's
// answers): they vote and suggest as the name and address they answered with.
import type { OwnResponse } from "../../lib/storage.ts";
import type { Hang } from "../hangs/api.ts";
import { type FullResponse, useOwnResponse } from "../responses/api.ts";
import { ActivityPanel } from "./activity-panel.tsx";
import { useVoter } from "./voter.ts";

export function OwnActivityPanel({
  hang,
  own,
  answer,
}: {
  hang: Hang;
  own: OwnResponse | undefined;
  /** The answer just saved, when the screen has it; else this browser's own, read. */
  answer?: FullResponse | undefined;
}) {
  const read = useOwnResponse(hang.id, answer ? undefined : own);
  const mine = answer ?? (read.data && "guestEmail" in read.data ? read.data : undefined);
  const voter = useVoter(
    hang.id,
    mine?.guestName ?? "",
    mine?.guestEmail ?? "",
    mine ? { email: mine.guestEmail, secret: own?.secret } : undefined,
  );
  if (!hang.allowActivitySuggestions) return null;
  return <ActivityPanel hangId={hang.id} voter={voter} />;
}
