// Capacity: the first maxCapacity "yes" answers (by time answered) are confirmed, the rest wait.
// A full hang refuses new yes answers and tells guests to answer Maybe "in case spots open up",
// so the waitlist is the yes answers past capacity (older data) followed by the Maybe answers
// given once the hang was full; when a confirmed guest leaves, the first of them is promoted.

export function isFull(yesCount: number, maxCapacity: number | null | undefined): boolean {
  return maxCapacity != null && yesCount >= maxCapacity;
}

export function hangFullMessage(maxCapacity: number) {
  return {
    title: "This hang is full!",
    description: `All ${maxCapacity} spots are taken. You can respond "Maybe" in case spots open up.`,
  };
}

export interface RsvpEntry {
  id: string;
  response: string;
  /** ISO text or a Date: only the order matters. */
  respondedAt: string | Date;
}

export interface RsvpOrder<R> {
  confirmed: R[];
  waitlist: R[];
}

const time = (r: RsvpEntry) =>
  typeof r.respondedAt === "string" ? Date.parse(r.respondedAt) : +r.respondedAt;
const byRespondedAt = (a: RsvpEntry, b: RsvpEntry) => time(a) - time(b) || a.id.localeCompare(b.id);

/** Confirmed guests and the waitlist, each in RSVP order (respondedAt ascending). */
export function rsvpOrder<R extends RsvpEntry>(
  responses: readonly R[],
  maxCapacity: number | null | undefined,
): RsvpOrder<R> {
  const yes = responses.filter((r) => r.response === "yes").sort(byRespondedAt);
  if (maxCapacity == null) return { confirmed: yes, waitlist: [] };
  const confirmed = yes.slice(0, maxCapacity);
  const lastConfirmed = confirmed[maxCapacity - 1];
  // Not full: nobody has to wait, a Maybe can say yes whenever they like.
  if (!lastConfirmed) return { confirmed, waitlist: [] };
  const waitingMaybes = responses
    .filter((r) => r.response === "maybe" && byRespondedAt(r, lastConfirmed) > 0)
    .sort(byRespondedAt);
  return { confirmed, waitlist: [...yes.slice(maxCapacity), ...waitingMaybes] };
}

/** 1-based place of a response on the waitlist, or undefined when it is not waiting. */
export function waitlistPlace(
  responses: readonly RsvpEntry[],
  maxCapacity: number | null | undefined,
  responseId: string,
): number | undefined {
  const index = rsvpOrder(responses, maxCapacity).waitlist.findIndex((r) => r.id === responseId);
  return index < 0 ? undefined : index + 1;
}
