import { describe, expect, it } from "vitest";
import * as schema from "./cancel.ts";
import {
  ALREADY_CANCELLED,
  bareName,
  CANCEL_FROM_EDIT,
  CANCEL_REASON_MAX,
  CANCEL_REASON_PROMPT,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  CANCELLED_NOTE,
  CANCELLED_PREFIX,
  isCancelledByRename,
  markedCancelled,
} from "./cancel-rules.ts";

describe("cancel rules", () => {
  it("marks a name once and within the 120-character limit", () => {
    expect(markedCancelled("Tacos")).toBe("[CANCELLED] Tacos");
    expect(markedCancelled("[CANCELLED] Tacos")).toBe("[CANCELLED] Tacos");
    expect(markedCancelled("x".repeat(120))).toHaveLength(120);
    expect(bareName("[CANCELLED] Tacos")).toBe("Tacos");
    expect(isCancelledByRename("[CANCELLED] Tacos")).toBe(true);
    expect(isCancelledByRename("Tacos")).toBe(false);
  });

  it("says what the server's schema says", () => {
    expect([
      schema.CANCEL_REASON_REQUIRED,
      schema.CANCEL_REASON_PROMPT,
      schema.ALREADY_CANCELLED,
      schema.CANCELLED_PREFIX,
      schema.CANCELLED_NOTE,
    ]).toEqual([
      CANCEL_REASON_REQUIRED,
      CANCEL_REASON_PROMPT,
      ALREADY_CANCELLED,
      CANCELLED_PREFIX,
      CANCELLED_NOTE,
    ]);
    expect(schema.CANCEL_FROM_EDIT).toEqual(CANCEL_FROM_EDIT);
    const tooLong = schema.cancelHangSchema.safeParse({ reason: "x".repeat(CANCEL_REASON_MAX + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(CANCEL_REASON_TOO_LONG);
    expect(schema.cancelHangSchema.safeParse({ reason: " " }).error?.issues[0]?.message).toBe(
      CANCEL_REASON_REQUIRED,
    );
  });
});
