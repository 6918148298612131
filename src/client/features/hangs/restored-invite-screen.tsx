import { CalendarX2, LockKeyhole } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { hostTokenFor } from "../../lib/storage.ts";
import { isHostHang } from "../host/host-hang.ts";
import { useHang } from "./api.ts";
import { InviteScreen } from "./invite-screen.tsx";

/**
 * /create?hang={id}: the invite screen, read again with the edit token this browser kept at
 * creation, or for the host signed in with the hang's address. Anyone else (another browser,
 * cleared storage, not signed in) is pointed to the host's e-mail.
 */
export function RestoredInviteScreen({
  id,
  onCreateAnother,
  repeatOf,
}: {
  id: string;
  onCreateAnother: () => void;
  /** The past hang this one repeats: its invitees are offered again. */
  repeatOf?: string;
}) {
  const t = useT();
  const [editToken] = useState(() => hostTokenFor(id));
  // Without the token here (another device), a session with the host's address proves the host.
  const hang = useHang(id, editToken);

  if (hang.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label={t("create.loadingHang")} />
      </div>
    );
  }
  const noInvites = (icon: ReactNode, heading: string, text: string) => (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 py-10">
        {icon}
        <h1 className="text-xl font-semibold">{heading}</h1>
        <p className="text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link href={`/hang/${id}`}>{t("create.openHang")}</Link>
          </Button>
          <Button onClick={onCreateAnother}>{t("create.title")}</Button>
        </div>
      </CardContent>
    </Card>
  );
  const iconClass = "size-10 text-orange-300";
  if (hang.data && isHostHang(hang.data) && hang.data.isCancelled) {
    // Invitations to a cancelled hang would only fail: say what happened and where to go instead.
    return noInvites(
      <CalendarX2 className={iconClass} aria-hidden="true" />,
      t("create.cancelledHeading", { name: hang.data.name }),
      t("create.cancelledText"),
    );
  }
  if (hang.data && isHostHang(hang.data)) {
    return (
      <InviteScreen
        hang={editToken ? { ...hang.data, editToken } : hang.data}
        onCreateAnother={onCreateAnother}
        repeatOf={repeatOf}
      />
    );
  }
  return noInvites(
    <LockKeyhole className={iconClass} aria-hidden="true" />,
    t("create.needsLink"),
    t("create.needsLinkText"),
  );
}
