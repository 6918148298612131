import { describe, expect, it } from "vitest";
import { english } from "../../../../tests/support/english.ts";
import type { HangChange } from "../../../shared/live.ts";
import { noticeText } from "./notice-text.ts";

const hangId = "6f1c2a34-8b9d-4e5f-9a0b-1c2d3e4f5a6b";
const change = (kind: HangChange["kind"]): HangChange => ({ hangId, kind });
const t: Parameters<typeof noticeText>[3] = english;

describe("the live notice", () => {
  it("names who answered, as the viewer may see them", () => {
    expect(noticeText(change("response-created"), "Sam", false, t)).toBe("Sam just answered");
    expect(noticeText(change("response-updated"), "Sam", true, t)).toBe("Sam changed their answer");
    expect(noticeText(change("response-created"), "Anonymous", false, t)).toBe("Someone just answered");
    expect(noticeText(change("waitlist-promoted"), undefined, true, t)).toBe(
      "Someone got a spot from the waitlist",
    );
  });

  it("tells guests about the host's changes, but not the host", () => {
    expect(noticeText(change("finalized"), undefined, false, t)).toBe("The host locked it in!");
    expect(noticeText(change("finalized"), undefined, true, t)).toBeUndefined();
    expect(noticeText(change("edited"), undefined, true, t)).toBeUndefined();
    expect(noticeText(change("cancelled"), undefined, false, t)).toBeUndefined();
    expect(noticeText(change("invited"), undefined, true, t)).toBeUndefined();
  });
});
