import { Hourglass } from "lucide-react";
import { useT } from "../../i18n/i18n.ts";

/** "Still waiting for …": who to nudge (the first of them, counted in full). Nothing when all answered. */
export function StillWaiting({ waiting }: { waiting: { count: number; emails: readonly string[] } }) {
  const { count, emails } = waiting;
  const t = useT();
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="still-waiting"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50/70 p-4 text-amber-950"
    >
      <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="still-waiting" className="text-sm font-semibold">
          {t("host.stillWaiting", { count })}
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
