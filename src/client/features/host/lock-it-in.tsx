import { CalendarCheck2, Lock, MapPin, PencilLine } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Hang } from "../hangs/api.ts";
import { finalWhen, placeText, viewerWhen } from "./host-hang.ts";

/** Enough people can come: the prompt that leads to the finalize view. */
export function LockItIn({ yes, onLockIn }: { yes: number; onLockIn: () => void }) {
  const t = useT();
  return (
    <Card className="border-green-300 bg-green-50/70">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div>
          <p className="flex items-center gap-2 font-semibold text-green-950">
            <Lock className="size-4" aria-hidden="true" />
            {t("host.canMakeIt", { count: yes })}
          </p>
          <p className="mt-1 text-sm text-green-900">{t("host.pickFinalTime")}</p>
        </div>
        <Button size="lg" className="w-full sm:w-fit" onClick={onLockIn}>
          {t("host.lockItIn")}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A locked-in hang: when and where, and the way to change it. */
export function FinalizedBanner({ hang, onUpdate }: { hang: Hang; onUpdate: () => void }) {
  const t = useT();
  const format = useFormat();
  const place = placeText(hang);
  const viewerTime = viewerWhen(hang, t);
  return (
    <Card className="border-green-300 bg-green-50/70">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 font-semibold text-green-950">
            <CalendarCheck2 className="size-5" aria-hidden="true" />
            {t("host.happening")}
          </p>
          <p className="text-sm text-green-950">
            {finalWhen(hang, format.finalDateTime)}
            {viewerTime && <span className="block text-green-900">{viewerTime}</span>}
          </p>
          {place && (
            <p className="flex items-start gap-1.5 text-sm text-green-900">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{place}</span>
            </p>
          )}
        </div>
        <Button variant="outline" className="w-full sm:w-fit" onClick={onUpdate}>
          <PencilLine aria-hidden="true" />
          {t("host.updateDetails")}
        </Button>
      </CardContent>
    </Card>
  );
}
