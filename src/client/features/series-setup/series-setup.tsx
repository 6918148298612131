// The signed-in set-up: waits for the person's groups (a group named by ?group= is chosen when it
// is one of them) and, with ?from=, for that hang, then starts the form from them.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "wouter";
import { PageSpinner } from "../../components/page-shell.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate } from "../../i18n/i18n.ts";
import { browserTimeZone, toYmd } from "../../lib/dates.ts";
import { getJson } from "../../lib/http.ts";
import { useUserGroups } from "../groups/api.ts";
import { type Hang, hangKey } from "../hangs/api.ts";
import { setupStart } from "./prefill.ts";
import { SetupForm } from "./setup-form.tsx";

export function SeriesSetup() {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const groupId = search.get("group");
  const fromId = search.get("from") ?? "";
  const groups = useUserGroups();
  const hang = useHangIfAsked(fromId);
  const zone = browserTimeZone() ?? "UTC";
  const today = useMemo(() => toYmd(new Date()), []);

  const memberOf = useMemo(() => (groups.data ?? []).filter((g) => !g.invited), [groups.data]);
  const ready = !groups.isPending && !hang.isPending;
  const start = useMemo(
    () =>
      ready
        ? setupStart({ today, groupId, groupIds: memberOf.map((g) => g.id), hang: hang.data ?? undefined })
        : undefined,
    [ready, today, groupId, memberOf, hang.data],
  );
  if (!start) return <PageSpinner />;
  return (
    <SetupForm
      // A new address (another ?from= or ?group=) starts the form again.
      key={`${groupId ?? ""} ${fromId}`}
      start={start}
      groups={memberOf}
      today={today}
      zone={zone}
      onCreated={(id) => navigate(`/series/${id}`)}
    />
  );
}

/** The hang to start from, when the address names one; a hang that cannot be read starts nothing. */
function useHangIfAsked(id: string) {
  // The hang page's own read (same key), only when there is a hang to read.
  const hang = useQuery({
    queryKey: hangKey(id),
    queryFn: () => getJson<Hang>(`/api/hangs/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
    retry: false,
  });
  const failed = Boolean(id) && hang.isError;
  useEffect(() => {
    if (failed) toast({ variant: "destructive", title: translate("seriesSetup.fromFailed") });
  }, [failed]);
  return { isPending: Boolean(id) && hang.isPending, data: failed ? undefined : hang.data };
}
