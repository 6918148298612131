import { Hourglass } from "lucide-react";
import type { Invitee } from "../invitations/api.ts";
import type { FullResponse } from "../responses/api.ts";

/** Invited by e-mail but not answered yet. */
export function notAnswered(invitees: readonly Invitee[], responses: readonly FullResponse[]): string[] {
  const answered = new Set(responses.map((r) => r.guestEmail.toLowerCase()));
  return invitees.map((i) => i.email).filter((email) => !answered.has(email.toLowerCase()));
}

/** "Still waiting for …": who to nudge. Nothing when everyone invited has answered. */
export function StillWaiting({ emails }: { emails: readonly string[] }) {
  if (emails.length === 0) return null;
  return (
    <section
      aria-labelledby="still-waiting"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50/70 p-4 text-amber-950"
    >
      <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="still-waiting" className="text-sm font-semibold">
          Still waiting for {emails.length} {emails.length === 1 ? "person" : "people"}
        </h2>
        <ul className="mt-1 grid gap-0.5 text-sm">
          {emails.map((email) => (
            <li key={email} className="wrap-anywhere">
              {email}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
