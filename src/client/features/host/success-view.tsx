// "You're all set!": the locked-in plan, who was told, and a way to put it in a calendar.
import { ArrowLeft, CalendarCheck2, MapPin, PartyPopper, PencilLine, Plus, Users } from "lucide-react";
import { Link } from "wouter";
import { FocusedHeading } from "../../components/focused-heading.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { AddToCalendar } from "../calendar/add-to-calendar.tsx";
import type { Hang } from "../hangs/api.ts";
import { PhotoAlbum } from "../photos/lazy-album.tsx";
import { useNotifiedCount } from "./api.ts";
import { finalWhen, isHostHang, placeText, viewerWhen } from "./host-hang.ts";

export interface SuccessViewProps {
  hang: Hang;
  /** How many guests the finalize call just told; read from the server after a reload. */
  notified?: number;
  /** Host: back to the dashboard. Guest: to everyone's answers. */
  onBack: () => void;
  /** A guest who has not answered yet: to the RSVP form. */
  onAnswer?: () => void;
  /** This browser's answer, if any: it opens the album to the guest. */
  own?: OwnResponse | undefined;
}

export function SuccessView({ hang, notified, onBack, onAnswer, own }: SuccessViewProps) {
  const isHost = isHostHang(hang);
  const count = useNotifiedCount(hang.id, isHost && notified === undefined ? hang.editToken : undefined);
  const told = notified ?? count.data?.notified;
  const place = placeText(hang);
  const t = useT();
  const format = useFormat();
  const viewerTime = viewerWhen(hang, t);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="text-center">
        <div className="mx-auto grid size-16 place-content-center rounded-full bg-secondary text-primary">
          <PartyPopper className="size-8" aria-hidden="true" />
        </div>
        {/* "You're all set!" is the host's; a guest is shown the plan they can put in a calendar. */}
        <FocusedHeading className="mt-4 text-3xl font-bold tracking-tight">
          {isHost ? t("host.allSet") : t("host.happening")}
        </FocusedHeading>
        <p className="mt-2 break-words text-muted-foreground">{hang.name}</p>
        {!isHost && (
          <p className="text-sm text-muted-foreground">{t("hang.hostedBy", { hostName: hang.hostName })}</p>
        )}
        <Badge variant="success" className="mt-3">
          <CalendarCheck2 className="size-3.5" aria-hidden="true" />
          {t("host.statusFinalized")}
        </Badge>
      </div>

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <dl className="grid gap-3 text-sm">
            <div className="flex items-start gap-2">
              <CalendarCheck2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <dt className="sr-only">{t("host.when")}</dt>
              <dd>
                <span className="font-medium">{finalWhen(hang, format.finalDateTime)}</span>
                {viewerTime && <span className="block text-muted-foreground">{viewerTime}</span>}
              </dd>
            </div>
            {place && (
              <div className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <dt className="sr-only">{t("host.where")}</dt>
                <dd className="min-w-0 wrap-anywhere">{place}</dd>
              </div>
            )}
            {isHost && told !== undefined && (
              <div className="flex items-start gap-2">
                <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <dt className="sr-only">{t("host.guestsNotified")}</dt>
                <dd>{t("host.notifiedCount", { count: told })}</dd>
              </div>
            )}
          </dl>
          {hang.additionalDetails && (
            <p className="rounded-xl bg-muted px-4 py-3 text-sm whitespace-pre-line break-words">
              {hang.additionalDetails}
            </p>
          )}
          <div className="border-t pt-4">
            <AddToCalendar hang={hang} />
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-3 sm:grid-cols-2">
        {isHost ? (
          <Button asChild size="lg">
            <Link href="/">
              <Plus aria-hidden="true" />
              {t("host.createAnother")}
            </Link>
          </Button>
        ) : (
          onAnswer && (
            <Button size="lg" onClick={onAnswer}>
              <PencilLine aria-hidden="true" />
              {t("host.letHostKnow", { hostName: hang.hostName })}
            </Button>
          )
        )}
        <Button size="lg" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {isHost ? t("host.backToResponses") : t("host.seeResponses")}
        </Button>
      </div>
      <PhotoAlbum
        hang={hang}
        access={isHost ? { host: true, editToken: hang.editToken } : own ? { host: false, own } : undefined}
      />
    </div>
  );
}
