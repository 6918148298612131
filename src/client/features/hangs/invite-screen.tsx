import {
  CalendarClock,
  CircleX,
  Clock,
  Eye,
  LockKeyhole,
  MapPin,
  PartyPopper,
  Pencil,
  Plus,
  Users,
} from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { sameEmail } from "../../../shared/responses.ts";
import { readTimeWindows, slotKey } from "../../../shared/time-slots.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { useFocusedHeading } from "../../lib/focus-heading.ts";
import { useAccount } from "../auth/api.ts";
import { InviteGroupsPanel, InviteHangGroup, SaveAsGroup } from "../groups/invite-groups.tsx";
import { usePreviousInvitees } from "../invitations/api.ts";
import { InviteByEmail } from "../invitations/invite-by-email.tsx";
import type { HostHang } from "./api.ts";
import { AttachToAccount } from "./attach-to-account.tsx";
import { HangSummaryHeader } from "./hang-summary-header.tsx";
import { shareInvite } from "./share-invite.ts";

/** Step two of creating: the summary, the share link, the host's private edit link and e-mail invites. */
export function InviteScreen({
  hang,
  onCreateAnother,
  repeatOf = null,
}: {
  /** Without an edit token the session proves the host (a second device). */
  hang: HostHang;
  onCreateAnother: () => void;
  /** The past hang this one repeats: its invitees are offered again. */
  repeatOf?: string | null;
}) {
  const [, navigate] = useLocation();
  const t = useT();
  const format = useFormat();
  const account = useAccount();
  const heading = useFocusedHeading();
  const previousInvitees = usePreviousInvitees(account ? repeatOf : null).data;
  const origin = window.location.origin;
  const shareUrl = `${origin}/hang/${hang.id}`;
  const editToken = hang.editToken ?? "";
  const query = hang.editToken ? `?token=${encodeURIComponent(hang.editToken)}` : "";
  const editPath = `/edit/${hang.id}${query}`;
  const cancelPath = `/cancel/${hang.id}${query}`;
  const editUrl = `${origin}${editPath}`;
  // The account the hang belongs to finds it on any device; anyone else needs the private link
  // (kept on screen after moving the hang to the account, for this visit).
  const ownedByAccount = Boolean(account?.emailVerified && sameEmail(account.email, hang.hostEmail));
  const [attachedHere, setAttachedHere] = useState(false);
  const showPrivateLink = !ownedByAccount || attachedHere;
  // The slots as the page shows them; a hang without slots has only its stored time windows.
  const windows =
    hang.timeSlots.length > 0
      ? hang.timeSlots.map((slot) => ({ key: slotKey(slot), text: format.slot(slot) }))
      : readTimeWindows(hang.timeWindows).map((text) => ({ key: text, text }));
  const place = hang.locationName || hang.location;

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="text-center">
        <div className="mx-auto mb-3 grid size-14 place-content-center rounded-full bg-secondary text-primary">
          <PartyPopper className="size-7" aria-hidden="true" />
        </div>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {t("create.created")}
        </h1>
        <p className="mt-2 text-muted-foreground">{t("create.createdText")}</p>
      </div>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <HangSummaryHeader hang={hang} />
          <ul className="mt-4 grid gap-2 border-t pt-4" aria-label={t("create.timeWindows")}>
            {windows.map((window) => (
              <li key={window.key} className="flex items-start gap-2 text-sm">
                <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {window.text}
              </li>
            ))}
          </ul>
          {(place || hang.maxCapacity) && (
            <div className="mt-3 grid gap-2 text-sm text-muted-foreground">
              {place && (
                <p className="flex items-start gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 wrap-anywhere">
                    {place}
                    {hang.location && hang.location !== place && <> · {hang.location}</>}
                  </span>
                </p>
              )}
              {hang.maxCapacity && (
                <p className="flex items-start gap-2">
                  <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {t("create.upTo", { count: hang.maxCapacity })}
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <div>
            <h2 className="text-base font-semibold">{t("create.shareTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("create.shareText")}</p>
          </div>
          <CopyField
            label={t("create.shareLink")}
            value={shareUrl}
            buttonLabel={t("create.copyLink")}
            copiedTitle={t("create.linkCopied")}
            share={shareInvite(hang)}
          />
        </CardContent>
      </Card>

      {hang.editToken && account && !ownedByAccount && (
        <AttachToAccount
          hangId={hang.id}
          editToken={hang.editToken}
          account={account}
          onAttached={() => setAttachedHere(true)}
        />
      )}

      {/* Signed-in hosts find the hang on any device; anonymous ones need this link to get back. */}
      {hang.editToken && showPrivateLink && (
        <Card className="border-amber-200 bg-amber-50/70">
          <CardContent className="grid gap-3 pt-5 sm:pt-6">
            <p className="flex items-start gap-2 text-sm font-medium text-amber-950">
              <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("create.keepPrivate")}
            </p>
            <CopyField
              label={t("create.privateLink")}
              value={editUrl}
              buttonLabel={t("create.copyEditLink")}
              copiedTitle={t("create.linkCopied")}
              hideLabel
            />
          </CardContent>
        </Card>
      )}

      {hang.groupId && (
        <InviteHangGroup
          hangId={hang.id}
          editToken={editToken}
          groupId={hang.groupId}
          hostEmail={hang.hostEmail}
        />
      )}
      <InviteByEmail hangId={hang.id} editToken={editToken} sameAsBefore={previousInvitees} />
      <SaveAsGroup hangId={hang.id} editToken={editToken} hostEmail={hang.hostEmail} />
      <InviteGroupsPanel hangId={hang.id} editToken={editToken} />

      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => navigate(`/hang/${hang.id}?host=true`)}>
          <Eye aria-hidden="true" />
          {t("hang.viewResponses")}
        </Button>
        {account && (
          <Button asChild size="lg" variant="outline">
            <Link href={editPath}>
              <Pencil aria-hidden="true" />
              {t("create.edit")}
            </Link>
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={onCreateAnother}>
          <Plus aria-hidden="true" />
          {t("create.createAnother")}
        </Button>
        {/* Host pages that take the edit token, like the private link above. */}
        <Button asChild size="lg" variant="outline">
          <Link href={editPath}>
            <CalendarClock aria-hidden="true" />
            {t("create.reschedule")}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-destructive hover:text-destructive">
          <Link href={cancelPath}>
            <CircleX aria-hidden="true" />
            {t("create.cancelHang")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
