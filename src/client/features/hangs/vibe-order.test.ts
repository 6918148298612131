import { describe, expect, it } from "vitest";
import { VIBES } from "../../../shared/vibes.ts";
import { FIRST_VIBE_COUNT, shownVibes, vibeOrder } from "./vibe-order.ts";

describe("the vibe picker's order", () => {
  it("shows everyday vibes first and every other vibe once behind More", () => {
    const order = vibeOrder();
    expect(order.first).toHaveLength(FIRST_VIBE_COUNT);
    expect(order.first[0]).toBe("coffee");
    expect([...order.first, ...order.rest, "other"].sort()).toEqual(VIBES.map((v) => v.value).sort());
  });

  it("puts the host's recent vibes first, ignoring ones no longer in the catalogue", () => {
    const { first, rest } = vibeOrder(["golf", "drinks", "coffee", "other"]);
    expect(first.slice(0, 3)).toEqual(["golf", "coffee", "walk"]);
    expect(first).toHaveLength(FIRST_VIBE_COUNT);
    expect(rest).not.toContain("golf");
    expect(rest).not.toContain("other");
  });

  it("keeps the chosen vibe in view while the rest are hidden, and Other last", () => {
    const order = vibeOrder();
    const closed = shownVibes(order, false, "golf");
    expect(closed).toEqual([...order.first, "golf", "other"]);
    expect(shownVibes(order, false, "coffee")).toEqual([...order.first, "other"]);
    expect(shownVibes(order, true, "golf")).toEqual([...order.first, ...order.rest, "other"]);
  });
});
