// The host's list of gentle reminders: who was nudged and when, and the next one planned.
import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { formatAnswerBy } from "../../../shared/answer-by.ts";
import { useT } from "../../i18n/i18n.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { getJson } from "../../lib/http.ts";
import { asHost, hangKey } from "../hangs/api.ts";

interface NudgedPerson {
  email: string;
  sent: { step: string; at: string }[];
  next: { step: string; at: string } | null;
  stopped: boolean;
}

export function useNudges(hangId: string, editToken: string | undefined) {
  return useQuery({
    queryKey: [...hangKey(hangId), "nudges"],
    queryFn: () =>
      getJson<{ nudges: boolean; people: NudgedPerson[] }>(`/api/hangs/${hangId}/nudges`, asHost(editToken)),
  });
}

/** Nothing while the list loads, when it cannot be read, or when nobody is waiting. */
export function NudgeList({ hangId, editToken }: { hangId: string; editToken: string | undefined }) {
  const nudges = useNudges(hangId, editToken);
  const t = useT();
  const people = nudges.data?.people ?? [];
  if (people.length === 0) return null;
  const when = (iso: string) => formatAnswerBy(new Date(iso), browserTimeZone() ?? "UTC");
  return (
    <section aria-labelledby="nudges-heading" className="grid gap-2 rounded-2xl border p-4">
      <h2 id="nudges-heading" className="flex items-center gap-2 text-sm font-semibold">
        <BellRing className="size-4 text-primary" aria-hidden="true" />
        {t("host.nudges")}
      </h2>
      {!nudges.data?.nudges && <p className="text-sm text-muted-foreground">{t("host.nudgesOff")}</p>}
      <ul className="grid gap-2 text-sm">
        {people.map((person) => (
          <li key={person.email} className="grid gap-0.5">
            <span className="font-medium wrap-anywhere">{person.email}</span>
            <span className="text-muted-foreground">
              {[
                ...person.sent.map((s) => t("host.nudged", { when: when(s.at) })),
                person.stopped
                  ? t("host.remindersOff")
                  : person.next
                    ? t("host.nextNudge", { when: when(person.next.at) })
                    : person.sent.length === 0
                      ? t("host.noNudge")
                      : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
