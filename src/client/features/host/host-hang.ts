// What the host's screens read from a hang beyond the public view, and the links they share.
import type { ReminderSettings } from "../../../shared/finalize.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";
import { differsFromViewer } from "../../lib/time-zones.ts";
import type { Hang, HostHang } from "../hangs/api.ts";

/** The host view as the server sends it (GET with the edit token, or a host call's answer). */
export type HostHangView = HostHang & { guestReminderSettings?: ReminderSettings | null };

/** The server said this viewer is the host (edit token, or signed in with the host's e-mail). */
export function isHostHang(hang: Hang): hang is HostHangView {
  return hang.viewer.isHost && "hostEmail" in hang;
}

const withToken = (editToken: string | undefined) =>
  editToken ? `?token=${encodeURIComponent(editToken)}` : "";

/** The edit page; without a token it works for the host signed in with the host's e-mail. */
export function editPath(hang: { id: string }, editToken: string | undefined): string {
  return `/edit/${hang.id}${withToken(editToken)}`;
}

export function cancelPath(hang: { id: string }, editToken: string | undefined): string {
  return `/cancel/${hang.id}${withToken(editToken)}`;
}

export function hostZone(hang: { hostTimezone: string | null }): string {
  return hang.hostTimezone ?? "UTC";
}

/**
 * "Monday, March 15, 2027 at 6:00 PM EDT" in English (`finalDateTime` is `useFormat().finalDateTime`),
 * or undefined before the hang is locked in.
 */
export function finalWhen(
  hang: Pick<Hang, "finalDateTime" | "hostTimezone">,
  finalDateTime: (iso: string, zone: string) => string | undefined,
): string | undefined {
  return hang.finalDateTime ? finalDateTime(hang.finalDateTime, hostZone(hang)) : undefined;
}

// Made on first use: only a viewer in another zone needs it, and each formatter costs start-up time.
let viewerFormat: Intl.DateTimeFormat | undefined;
const viewerFormatOptions: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** "Fri, Mar 5, 11:15 PM EST your time" when the viewer's zone is not the host's. */
export function viewerWhen(
  hang: Pick<Hang, "finalDateTime" | "hostTimezone">,
  t: (id: MessageId, values?: MessageValues) => string,
): string | undefined {
  if (!hang.finalDateTime || !differsFromViewer(hang.hostTimezone)) return undefined;
  viewerFormat ??= new Intl.DateTimeFormat("en-US", viewerFormatOptions);
  return t("hang.yourTime", { time: viewerFormat.format(new Date(hang.finalDateTime)) });
}

/** The place as one line: its name, and the address when it says more. */
export function placeText(hang: {
  location: string | null;
  locationName: string | null;
}): string | undefined {
  const { location, locationName } = hang;
  if (locationName && location && location !== locationName) return `${locationName}, ${location}`;
  return locationName || location || undefined;
}
