// Whose clock a hang's times are on: the host's zone, named for people.

/** "America/New_York" → "New York". */
export function zoneName(zone: string): string {
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/** "Times are in Hana Host's time zone (New York)."; nothing when the host's zone is unknown. */
export function timesNote(hostName: string, hostTimezone: string | null): string | undefined {
  return hostTimezone ? `Times are in ${hostName}'s time zone (${zoneName(hostTimezone)}).` : undefined;
}
