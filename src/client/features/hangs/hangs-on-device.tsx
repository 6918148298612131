import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { hangStatus, MAX_HELD_HANGS } from "../../../shared/hang-rules.ts";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useT } from "../../i18n/i18n.ts";
import { heldHostTokens } from "../../lib/storage.ts";
import { useHeldHangs } from "./api.ts";

/**
 * "Your hangs on this device": the dashboard for hosts without an account, from the edit tokens
 * this browser kept. The server confirms each token, so a stale or forged entry is not listed.
 */
export function HangsOnDevice() {
  const [held] = useState(() => heldHostTokens().slice(-MAX_HELD_HANGS));
  const hangs = useHeldHangs(held);
  const t = useT();
  if (!hangs.data || hangs.data.length === 0) return null;
  const statusBadge = {
    cancelled: <Badge variant="destructive">{t("create.cancelled")}</Badge>,
    finalized: <Badge variant="success">{t("responses.lockedIn")}</Badge>,
    planning: null,
  };
  return (
    <Card className="mb-6">
      <CardContent className="pt-5 sm:pt-6">
        <h2 id="hangs-on-device" className="text-base font-semibold">
          {t("create.hangsOnDevice")}
        </h2>
        <ul aria-labelledby="hangs-on-device" className="mt-2 grid">
          {hangs.data.map((hang) => (
            <li key={hang.id} className="border-t first:border-t-0">
              <Link
                href={`/hang/${hang.id}?host=true`}
                className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span aria-hidden="true" className="font-emoji text-xl">
                  {vibeEmoji(hang.vibe)}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium" title={hang.name}>
                  {hang.name}
                </span>
                {statusBadge[hangStatus(hang)]}
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
