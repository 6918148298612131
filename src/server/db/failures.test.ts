import { describe, expect, it } from "vitest";
import { databaseFailure, failureCode } from "./failures.ts";

/** A driver error as pg makes it, wrapped as Drizzle wraps a failed query. */
const wrapped = (fields: { code?: string; message?: string }) =>
  Object.assign(new Error("Failed query: insert into …"), {
    cause: Object.assign(new Error(fields.message ?? "failed"), fields),
  });

describe("which database failures are an outage", () => {
  it.each([
    ["ECONNREFUSED", "unreachable"],
    ["3D000", "unreachable"],
    ["57P01", "unreachable"],
    ["08006", "unreachable"],
    ["25006", "read-only"],
    ["53100", "disk full"],
  ])("%s is %s, also inside Drizzle's error", (code, kind) => {
    expect(databaseFailure(Object.assign(new Error("x"), { code }))).toBe(kind);
    expect(databaseFailure(wrapped({ code }))).toBe(kind);
    expect(failureCode(wrapped({ code }))).toBe(code);
  });

  it("counts a connection pg lost without a code", () => {
    expect(databaseFailure(wrapped({ message: "Connection terminated unexpectedly" }))).toBe("unreachable");
  });

  it("leaves Hangs's own faults alone", () => {
    expect(databaseFailure(wrapped({ code: "42601" }))).toBeUndefined();
    expect(databaseFailure(wrapped({ code: "23505" }))).toBeUndefined();
    expect(databaseFailure(new TypeError("x is undefined"))).toBeUndefined();
    expect(databaseFailure(undefined)).toBeUndefined();
    // Another server that did not answer a fetch is not the database.
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(databaseFailure(new TypeError("fetch failed", { cause: refused }))).toBeUndefined();
  });
});
