import { describe, expect, it } from "vitest";
import { headsOf, isFull, partyFits, type Seat, timeRoster } from "./capacity.ts";

const seat = (id: string, heads: number, since: number, waits = false) => ({ id, heads, since, waits });
const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe("timeRoster: one time's spots, in heads", () => {
  it("confirms Yes answers in the order they began while the whole party fits", () => {
    const roster = timeRoster([seat("c", 1, 3), seat("a", 2, 1), seat("b", 1, 2)], 4);
    expect(ids(roster.confirmed)).toEqual(["a", "b", "c"]);
    expect(roster).toMatchObject({ confirmedHeads: 4, full: true, spotsLeft: 0, waitlistHeads: 0 });
  });

  it("keeps a waiting party whole while a smaller one behind it that fits holds a spot", () => {
    // Capacity 4: a (2) and b (1) hold 3; c (3) waits; d (1) fits in the last spot.
    const seats = [seat("a", 2, 1), seat("b", 1, 2), seat("c", 3, 3, true), seat("d", 1, 4)];
    const roster = timeRoster(seats, 4);
    expect(ids(roster.confirmed)).toEqual(["a", "b", "d"]);
    expect(ids(roster.waitlist)).toEqual(["c"]);
    expect(roster.waitlistHeads).toBe(3);
  });

  it("does not take a spot from a confirmed party when a larger waiting one would fit in its place", () => {
    // a leaves: 2 free, c (3) still does not fit beside b and d; nobody loses a spot.
    const roster = timeRoster([seat("b", 1, 2), seat("c", 3, 3, true), seat("d", 1, 4)], 4);
    expect(ids(roster.confirmed)).toEqual(["b", "d"]);
    expect(ids(roster.waitlist)).toEqual(["c"]);
  });

  it("promotes the earliest waiting party that fits, a larger one keeping its place", () => {
    const seats = [seat("a", 2, 1), seat("big", 3, 2, true), seat("one", 1, 3, true)];
    const roster = timeRoster(seats, 4);
    expect(ids(roster.confirmed)).toEqual(["a", "one"]);
    expect(ids(roster.waitlist)).toEqual(["big"]);
    // Three free: the larger party goes first.
    expect(ids(timeRoster(seats.slice(1), 4).confirmed)).toEqual(["big", "one"]);
  });

  it("lets older data past capacity wait, and has no waitlist without a capacity", () => {
    const seats: Seat[] = [seat("a", 1, 1), seat("b", 1, 2), seat("c", 1, 3)];
    expect(timeRoster(seats, 2).waitlist).toHaveLength(1);
    expect(timeRoster(seats, null)).toMatchObject({ waitlist: [], spotsLeft: null, full: false });
  });

  it("keeps the given order for equal moments", () => {
    expect(ids(timeRoster([seat("b", 1, 1), seat("a", 1, 1)], 1).confirmed)).toEqual(["b"]);
  });
});

describe("heads", () => {
  it("counts the person and whoever they bring", () => {
    expect(headsOf({ plusOnes: 2 })).toBe(3);
    expect(headsOf({})).toBe(1);
    expect(partyFits(2, 2, 4)).toBe(true);
    expect(partyFits(3, 2, 4)).toBe(false);
    expect(partyFits(100, 5, null)).toBe(true);
    expect(isFull(4, 4)).toBe(true);
    expect(isFull(3, 4)).toBe(false);
    expect(isFull(100, null)).toBe(false);
  });
});
