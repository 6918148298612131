import { describe, expect, it } from "vitest";
import { readHangChange } from "./live.ts";

const hangId = "6f1c2a34-8b9d-4e5f-9a0b-1c2d3e4f5a6b";
const responseId = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

describe("reading a live change", () => {
  it("accepts a kind with ids", () => {
    expect(readHangChange(JSON.stringify({ hangId, kind: "response-created", responseId }))).toEqual({
      hangId,
      kind: "response-created",
      responseId,
    });
  });

  it("refuses anything that could carry more than kinds and ids", () => {
    const withName = { hangId, kind: "response-created", responseId, guestName: "Sam" };
    expect(readHangChange(JSON.stringify(withName))).toBeUndefined();
    expect(
      readHangChange(JSON.stringify({ hangId, kind: "response-created", responseId: "sam@example.com" })),
    ).toBeUndefined();
    expect(readHangChange(JSON.stringify({ hangId, kind: "deleted" }))).toBeUndefined();
    expect(readHangChange("not json")).toBeUndefined();
  });
});
