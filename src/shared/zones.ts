// Whose clock a hang's times are on: the host's zone, named for people.

/** "America/New_York" → "New York". */
export function zoneName(zone: string): string {
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}
