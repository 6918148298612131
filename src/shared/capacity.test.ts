import { describe, expect, it } from "vitest";
import { isFull, rsvpOrder, waitlistPlace } from "./capacity.ts";

const at = (minute: number) => new Date(Date.UTC(2027, 2, 1, 12, minute)).toISOString();
const r = (id: string, response: string, minute: number) => ({ id, response, respondedAt: at(minute) });

describe("RSVP order", () => {
  it("confirms the first maxCapacity yes answers by time answered, whatever the list order", () => {
    const responses = [r("c", "yes", 3), r("a", "yes", 1), r("d", "yes", 4), r("b", "yes", 2)];
    const order = rsvpOrder(responses, 2);
    expect(order.confirmed.map((x) => x.id)).toEqual(["a", "b"]);
    expect(order.waitlist.map((x) => x.id)).toEqual(["c", "d"]);
  });

  it("puts Maybe answers given once the hang was full in line, after yes answers past capacity", () => {
    const responses = [
      r("early-maybe", "maybe", 0),
      r("a", "yes", 1),
      r("b", "yes", 2),
      r("late-maybe", "maybe", 5),
      r("no", "no", 6),
      r("over", "yes", 7),
    ];
    const order = rsvpOrder(responses, 2);
    expect(order.confirmed.map((x) => x.id)).toEqual(["a", "b"]);
    expect(order.waitlist.map((x) => x.id)).toEqual(["over", "late-maybe"]);
    expect(waitlistPlace(responses, 2, "late-maybe")).toBe(2);
    expect(waitlistPlace(responses, 2, "early-maybe")).toBeUndefined();
  });

  it("has no waitlist while spots are free, or without a capacity", () => {
    const responses = [r("a", "yes", 1), r("m", "maybe", 2)];
    expect(rsvpOrder(responses, 2).waitlist).toEqual([]);
    expect(rsvpOrder(responses, null)).toEqual({ confirmed: [responses[0]], waitlist: [] });
    expect(isFull(1, 2)).toBe(false);
    expect(isFull(2, 2)).toBe(true);
    expect(isFull(100, null)).toBe(false);
  });

  it("breaks ties in answer time by id, so every viewer sees the same order", () => {
    const responses = [r("b", "yes", 1), r("a", "yes", 1)];
    expect(rsvpOrder(responses, 1).confirmed.map((x) => x.id)).toEqual(["a"]);
  });
});
