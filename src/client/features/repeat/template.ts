// Repeating a past hang: the spec's hangTemplate (name, vibe, place and host; never the old times),
// plus the id of the hang it repeats so its invitees can be offered again.
import type { UserHang } from "../../../shared/user-hangs.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { t } from "../../i18n/i18n.ts";
import { saveHangTemplate } from "../../lib/storage.ts";
import type { Account } from "../auth/api.ts";

export interface HangTemplate {
  name: string;
  vibe: string;
  hostName: string;
  hostEmail: string;
  maxCapacity: number | null;
  locationName: string | null;
  location: string | null;
  /** The hang this one repeats: its invitees are offered on the new hang's invite screen. */
  repeatOf: string;
}

export function templateOf(hang: UserHang, account: Account): HangTemplate {
  return {
    name: hang.name,
    vibe: hang.vibe,
    hostName: hang.hostName,
    hostEmail: account.email,
    maxCapacity: hang.maxCapacity,
    locationName: hang.locationName,
    location: hang.location,
    repeatOf: hang.id,
  };
}

/** Saves the template for the create form; tells the person when the browser refused it. */
export function storeTemplate(hang: UserHang, account: Account): boolean {
  const saved = saveHangTemplate({ ...templateOf(hang, account) });
  if (!saved)
    toast({ variant: "destructive", title: t("dashboard.repeatFailed"), description: t("shell.tryAgain") });
  return saved;
}
