// Each search costs the operator money, and the endpoint is open to anyone: cap searches per client
// address. In memory, per instance — a brake on scripted abuse, not an exact quota.

export const SEARCHES_PER_ADDRESS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export function searchLimiter(limit = SEARCHES_PER_ADDRESS_PER_MINUTE) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** Counts a search for the address; false once it is over the limit for this minute. */
    allow(address: string, now = Date.now()): boolean {
      if (windows.size > MAX_TRACKED) {
        for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
      }
      const current = windows.get(address);
      if (!current || current.endsAt <= now) {
        windows.set(address, { count: 1, endsAt: now + WINDOW_MS });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
